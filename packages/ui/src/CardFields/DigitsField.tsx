import { useLayoutEffect, useRef } from 'react';
import { Input, TextField } from 'react-aria-components';
import { field, inputBox } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel } from '../Field/Field.js';
import { caretAfterDigits, digitsOf } from './cardFormat.js';

export interface DigitsFieldProps {
  label: string;
  /** The digits alone; the field shows them through `format`. */
  value: string;
  onChange: (digits: string) => void;
  format: (digits: string) => string;
  /** The most digits kept, given the digits so far (a card's length depends on its brand). */
  maxDigits: (digits: string) => number;
  autoComplete: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A required text field for digits shown with separators (card number, expiry, CVC): whatever is
 * typed or pasted keeps only its digits, is shown formatted, and the caret stays after the digit
 * it followed. Digits are left to right in every language, so the input is `dir="ltr"`.
 */
export function DigitsField({
  label,
  value,
  onChange,
  format,
  maxDigits,
  autoComplete,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  className,
}: DigitsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  // After the formatted value is in the input, put the caret back after the same digits.
  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || document.activeElement !== element) return;
    const caret = caretAfterDigits(element.value, caretDigits.current);
    element.setSelectionRange(caret, caret);
    caretDigits.current = null;
  });

  return (
    <TextField
      className={`${field} ${className ?? ''}`}
      value={format(value)}
      onChange={(text) => {
        const digits = digitsOf(text);
        const kept = digits.slice(0, maxDigits(digits));
        const caret = input.current?.selectionStart ?? text.length;
        caretDigits.current = Math.min(digitsOf(text.slice(0, caret)).length, kept.length);
        onChange(kept);
      }}
      isRequired
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      autoComplete={autoComplete}
      inputMode="numeric"
    >
      <FieldLabel isRequired>{label}</FieldLabel>
      <Input ref={input} dir="ltr" placeholder={placeholder} className={inputBox} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
