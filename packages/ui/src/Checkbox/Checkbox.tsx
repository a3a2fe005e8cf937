import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import { MinusIcon } from '@phosphor-icons/react/dist/ssr/Minus';
import type { ReactNode, SyntheticEvent } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../Field/index.js';
import * as styles from './Checkbox.css.js';
import * as choice from './choice.css.js';

export interface CheckboxProps
  extends
    Omit<AriaCheckboxFieldProps, 'children' | 'className' | 'style'>,
    Omit<FieldTextProps, 'label'> {
  /**
   * The label, which may hold links, e.g. "I accept the <a>privacy policy</a> and the
   * <a>terms</a>". The links stay their own tab stops and do not toggle the box.
   */
  children: ReactNode;
  /**
   * Whether the box is checked (controlled).
   * @default undefined
   */
  isSelected?: boolean;
  /**
   * Whether the box starts checked (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /**
   * Shows a dash instead of a check, e.g. for "select all" when only some are selected.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Whether the box must be checked, e.g. to accept the terms.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the error state and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Whether the checkbox is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A yes/no choice that applies when its form is sent, on react-aria's CheckboxField: a native
 * checkbox underneath, Space toggles it, the label toggles it too, and the description and error
 * are announced with it.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={choice.field}>
      <CheckboxButton className={choice.control}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span aria-hidden className={styles.box}>
              {isIndeterminate ? (
                <MinusIcon size="0.875rem" weight="bold" />
              ) : (
                isSelected && <CheckIcon size="0.875rem" weight="bold" />
              )}
            </span>
            {/* The handlers only keep presses on links from reaching the label, which would toggle
                the box and cancel the navigation; the text itself is not a control. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <span className={choice.labelText} onPointerDown={stopAtLinks} onClick={stopAtLinks}>
              {children}
            </span>
          </>
        )}
      </CheckboxButton>
      <div className={choice.help}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}

function stopAtLinks(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
}
