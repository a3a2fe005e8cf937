import { MoneyField } from '@plaza/ui';
import type { FieldBinding } from '../../../hooks/use-form';

interface PartialAmountFieldProps {
  /** The form's binding of `amount`, in cents (`form.field('amount')`). */
  field: Omit<FieldBinding, 'value' | 'onChange'> & { onChange: (cents: number | null) => void };
  value: number | null;
  label: string;
  description?: string;
  /** Drops the field's error as it is typed, since MoneyField commits only on blur. */
  onInput: () => void;
}

/** A partial refund's amount in dollars, more than zero: the seller's offer or Plaza's decision. */
export function PartialAmountField({
  field,
  value,
  label,
  description,
  onInput,
}: PartialAmountFieldProps) {
  return (
    <MoneyField
      name={field.name}
      label={label}
      description={description}
      valueCents={value}
      onChangeCents={field.onChange}
      onInput={onInput}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
      isRequired
    />
  );
}
