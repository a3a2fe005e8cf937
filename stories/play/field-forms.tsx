import { useState, type CSSProperties, type ReactNode } from 'react';

/** What `RequiredChoiceForm` hands its field: the value, its setter, and whether to flag it. */
interface Choice<T> {
  value: T;
  onChange: (value: T) => void;
  isInvalid: boolean;
}

interface RequiredChoiceFormProps<T> {
  /** The value before anything is chosen: `null`, or `false` for a checkbox. */
  empty: T;
  /** The submit button's text. */
  submitLabel: string;
  style: CSSProperties;
  /** The one field, drawn from the choice. */
  children: (choice: Choice<T>) => ReactNode;
}

/**
 * A form with one required choice that is flagged only once the form is sent without it, as the
 * app's forms do: the error shows on submit and goes as soon as something is chosen.
 */
export function RequiredChoiceForm<T>({
  empty,
  submitLabel,
  style,
  children,
}: RequiredChoiceFormProps<T>) {
  const [value, setValue] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      style={style}
    >
      {children({ value, onChange: setValue, isInvalid: submitted && value === empty })}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
