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
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        <Input placeholder={placeholder} className={groupInput} />
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
