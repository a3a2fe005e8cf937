import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorMessage } from '../i18n/error-messages';
import { submitErrors, type FieldErrorIds } from '../lib/form-errors';

/** What `useForm().field(name)` gives a text field of @plaza/ui. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

interface UseFormOptions<V> {
  initial: V;
  /** The form's own check before sending: the errors it finds, by field. */
  check: (values: V) => FieldErrorIds;
  /** Sends the values; a rejection is shown as field errors or an error for the whole form. */
  send: (values: V) => Promise<void>;
}

/**
 * A form's values, errors and sending state, for @plaza/ui's Form. Fields are checked by the form
 * (`check`, with @plaza/api's rules) and then by the server; each error shows under its field and
 * in the FormErrorSummary (`summary`), in the interface language, until the field changes.
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

  /** Drops the field's own error, and those of its rows (`attributes.1.value`) with it. */
  const clearError = (name: string) =>
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
      ),
    );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const message = (name: string) => {
    const error = errors[name];
    if (error === undefined) return undefined;
    return typeof error === 'string'
      ? intl.formatMessage({ id: error })
      : intl.formatMessage({ id: error.id }, error.values);
  };

  /** The props that tie a text field of @plaza/ui to `name`: value, change, error. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    isInvalid: errors[name] !== undefined,
    errorMessage: message(name),
  });

  /** Every error by field name, the whole form's under `''`: what FormErrorSummary lists. */
  const summary: Record<string, string> = Object.fromEntries(
    Object.keys(errors).map((name) => [name, message(name) ?? '']),
  );
  if (formError) summary[''] = intl.formatMessage({ id: formError.id }, formError.values);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await send(values);
    } catch (error) {
      const refused = submitErrors(error);
      setErrors(refused.fields);
      setFormError(refused.form);
    } finally {
      setPending(false);
    }
  };

  return { values, setValue, clearError, field, errors, message, summary, isPending, onSubmit };
}
