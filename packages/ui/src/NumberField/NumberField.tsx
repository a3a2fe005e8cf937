import { MinusIcon } from '@phosphor-icons/react/dist/ssr/Minus';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { boxButton, field, groupBox, groupInput } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';

export interface StepperLabels {
  /** Name of the + button, e.g. "Increase". */
  increment: string;
  /** Name of the − button, e.g. "Decrease". */
  decrement: string;
}

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'>, FieldTextProps {
  /**
   * Names of the − and + buttons. Without them the field has no buttons; the arrow keys and the
   * mouse wheel still step it.
   * @default undefined
   */
  stepperLabels?: StepperLabels;
  /**
   * Example text shown while the field is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Called as the user types, before the number is committed (on blur or Enter): e.g. to clear an
   * error the new text may fix while the field still has focus. Cleared on blur instead, the
   * message would vanish under the pointer pressing the next button, and move the button away.
   * @default undefined
   */
  onInput?: () => void;
}

/**
 * A number input on react-aria's NumberField: typed in the locale's format (`formatOptions`), held
 * to `minValue`/`maxValue`, stepped by `step` with the arrow keys and the optional buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  stepperLabels,
  placeholder,
  onInput,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        <Input placeholder={placeholder} onInput={onInput} className={groupInput} />
        {stepperLabels && (
          <>
            <Button slot="decrement" aria-label={stepperLabels.decrement} className={boxButton}>
              <MinusIcon aria-hidden />
            </Button>
            <Button slot="increment" aria-label={stepperLabels.increment} className={boxButton}>
              <PlusIcon aria-hidden />
            </Button>
          </>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
