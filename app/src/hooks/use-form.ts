import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorMessage } from '../i18n/error-messages';
import { submitErrors, type FieldErrorIds } from '../lib/form-errors';

interface UseFormOptions<V> {
  initial: V;
  /** The form's own check before sending: the errors it finds, by field. */
  check: (values: V) => FieldErrorIds;
  /** Sends the values; a rejection is shown as field errors or an error for the whole form. */
  send: (values: V) => Promise<void>;
}

/** Moves focus to the first field in error, so keyboard and screen reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * A form's values, errors and sending state. Fields are validated by the form (`check`) and then by
 * the server; each error shows under its field, in the interface language, until the field changes.
 */
export function useForm<V extends Record<string, unknown>>({
  initial,
  check,
  send,
}: UseFormOptions<V>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorIds>({});
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const [isPending, setPending] = useState(false);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others);
  };

  /** The props that tie a field of @plaza/ui to `name`: value, change, error. */
  const field = <K extends keyof V & string>(name: K) => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange: (value: V[K]) => setValue(name, value),
      isInvalid: error !== undefined,
      errorMessage: error && intl.formatMessage({ id: error }),
      // The form checks on submit with @plaza/api's rules; the browser's own bubbles would differ.
      validationBehavior: 'aria' as const,
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const form = event.currentTarget;
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setPending(true);
    try {
      await send(values);
    } catch (error) {
      const refused = submitErrors(error);
      setErrors(refused.fields);
      setFormError(refused.form);
      focusFirstInvalid(form);
    } finally {
      setPending(false);
    }
  };

  return { values, setValue, field, errors, formError, isPending, onSubmit };
}
