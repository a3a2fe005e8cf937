import type { ClipboardEvent, SyntheticEvent } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { field } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';
import { useControllableState } from '../utils/useControllableState.js';
import * as styles from './OtpField.css.js';

export interface OtpFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      | 'children'
      | 'className'
      | 'style'
      | 'type'
      | 'inputMode'
      | 'autoComplete'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldTextProps {
  /**
   * Digits in the code.
   * @default 6
   */
  length?: number;
  /**
   * The digits typed so far (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * The digits at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the digits after every change; anything else typed or pasted is dropped.
   * @default undefined
   */
  onChange?: (code: string) => void;
  /**
   * Called once the code has all its digits, e.g. to submit it.
   * @default undefined
   */
  onComplete?: (code: string) => void;
}

/**
 * A one-time code (the 6 digits Plaza mails) as one labelled input drawn as cells. One input
 * means one tab stop and one thing for screen readers to announce, the phone's keypad
 * (`inputMode="numeric"`), the code offered from a text message (`autoComplete="one-time-code"`),
 * and pasting, typing ahead and Backspace that just work. Spaces and dashes in a pasted code are
 * dropped.
 */
export function OtpField({
  label,
  description,
  errorMessage,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  ...props
}: OtpFieldProps) {
  const [code, setCode] = useControllableState(value, defaultValue, onChange);
  const update = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, length);
    if (digits === code) return;
    setCode(digits);
    if (digits.length === length) onComplete?.(digits);
  };
  // A whole code pasted replaces what was typed, instead of landing after it.
  const pasteWholeCode = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.replace(/\D/g, '').length < length) return;
    event.preventDefault();
    update(pasted);
  };
  const activeCell = Math.min(code.length, length - 1);
  return (
    <AriaTextField
      {...props}
      value={code}
      onChange={update}
      inputMode="numeric"
      autoComplete="one-time-code"
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.frame}>
        <Input
          spellCheck={false}
          onSelect={keepCaretAtEnd}
          onPaste={pasteWholeCode}
          className={styles.input}
        />
        <div aria-hidden className={styles.cells}>
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              data-active={index === activeCell || undefined}
              className={styles.cell}
            >
              {code[index]}
            </span>
          ))}
        </div>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/**
 * The input's text is invisible, so a click lands the caret at some hidden spot; digits always go
 * on at the end instead, where the highlighted cell is. Selecting everything stays possible, to
 * type or paste over the whole code.
 */
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  const isAllSelected = input.selectionStart === 0 && input.selectionEnd === end;
  if (!isAllSelected && (input.selectionStart !== end || input.selectionEnd !== end)) {
    input.setSelectionRange(end, end);
  }
}
