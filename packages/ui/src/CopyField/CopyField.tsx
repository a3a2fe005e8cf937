import { CopyIcon } from '@phosphor-icons/react/dist/ssr/Copy';
import { useRef, useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../Button/index.js';
import { field, inputBox } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel } from '../Field/Field.js';
import * as styles from './CopyField.css.js';

export interface CopyFieldLabels {
  /** The button, e.g. "Copy". */
  copy: string;
  /** Said (and shown) once the text is on the clipboard, e.g. "Copied". */
  copied: string;
  /** Said when the browser refuses the clipboard, e.g. "Press Ctrl+C to copy". */
  copyFailed: string;
}

export interface CopyFieldProps {
  /** The field's label, e.g. "Your referral link". */
  label: string;
  /** The text to copy. */
  value: string;
  /** The copy button's name and what is announced once copied, or when copying failed, from the app's catalogue. */
  labels: CopyFieldLabels;
  /**
   * Help under the field.
   * @default undefined
   */
  description?: string;
}

/**
 * Read-only text with a Copy button, such as a referral link. The result is announced: "copied",
 * or, when the browser refuses the clipboard, the text is selected with a hint to copy it by hand.
 */
export function CopyField({ label, value, labels, description }: CopyFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      inputRef.current?.select();
      setResult('failed');
    }
  };

  return (
    <div className={field}>
      <AriaTextField value={value} isReadOnly className={field}>
        <FieldLabel>{label}</FieldLabel>
        <div className={styles.row}>
          <Input
            ref={inputRef}
            className={`${inputBox} ${styles.input}`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onPress={() => void copy()}>
            <CopyIcon aria-hidden />
            {labels.copy}
          </Button>
        </div>
        <FieldHelp description={description} />
      </AriaTextField>
      <p role="status" className={styles.status}>
        {result === 'copied' ? labels.copied : result === 'failed' ? labels.copyFailed : ''}
      </p>
    </div>
  );
}
