import { WarningCircleIcon } from '@phosphor-icons/react/dist/ssr/WarningCircle';
import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './Field.css.js';

/** The text props every field of @plaza/ui takes. */
export interface FieldTextProps {
  /** The visible label, e.g. "E-mail". */
  label: string;
  /**
   * Help under the field, e.g. "We never show it to other users"; screen readers read it with the
   * field.
   * @default undefined
   */
  description?: string;
  /**
   * The error shown under the field while it is invalid. Without it, the field's own validation
   * messages show: those of `validate`, or the `validationErrors` of the surrounding Form.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface FieldLabelProps {
  /** The label's text. */
  children: ReactNode;
  /**
   * Shows the required marker. Pass the same value as the field's `isRequired`: the marker is only
   * visual, screen readers hear "required" from the input itself.
   * @default false
   */
  isRequired?: boolean;
}

/** A field's label; react-aria ties it to the field it sits in. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under a field, announced as the field's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The field's error, shown only while the field is invalid and announced as part of its description.
 * An icon goes with it so the error is not told by colour alone.
 */
export function FieldErrorText({ children }: { children?: FieldTextProps['errorMessage'] }) {
  return (
    <FieldError className={styles.errorText}>
      {(validation) => (
        <>
          <WarningCircleIcon aria-hidden size="1.125em" className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}

/** Description and error, in the order every field shows them under its box. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
