import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../i18n/error-messages';

/**
 * The state of a box whose text is sent once: the text (kept when the send is refused, cleared
 * when it goes through), whether it is on its way, and the refusal in the user's words.
 */
export function useTextSending(send: (text: string) => Promise<unknown>, onSent?: () => void) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (text: string) => {
    setPending(true);
    setError(undefined);
    try {
      await send(text);
      setValue('');
      onSent?.();
    } catch (failure) {
      const { id, values } = errorMessage(failure);
      setError(intl.formatMessage({ id }, values));
    } finally {
      setPending(false);
    }
  };
  return {
    value,
    onChange: (text: string) => {
      setValue(text);
      setError(undefined);
    },
    onSubmit: (text: string) => void submit(text),
    isPending,
    isInvalid: error !== undefined,
    errorMessage: error,
  };
}
