import { MoneyField } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../../hooks/use-format-money';
import type { FieldBinding } from '../../../hooks/use-form';
import { toCents } from '../../../lib/money';

interface PartialAmountFieldProps {
  /** The form's binding of `amount`, in cents (`form.field('amount')`). */
  field: Omit<FieldBinding, 'value' | 'onChange'> & { onChange: (cents: number | null) => void };
  value: number | null;
  label: string;
  /** What is left of the sale to refund (`Claim.refundable`), which the amount must stay under. */
  refundable: string;
  /** Drops the field's error as it is typed, since MoneyField commits only on blur. */
  onInput: () => void;
}

/** A partial refund's amount in dollars, more than zero: the seller's offer or Plaza's decision. */
export function PartialAmountField({
  field,
  value,
  label,
  refundable,
  onInput,
}: PartialAmountFieldProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const description = intl.formatMessage(
    { id: 'claims.amountHelpRefundable' },
    { amount: money(toCents(refundable)) },
  );
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
