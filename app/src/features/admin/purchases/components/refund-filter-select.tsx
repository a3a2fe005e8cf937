import type { RefundStatus } from '@plaza/api';
import { Select } from '@plaza/ui';
import { useMessage } from '../../../../hooks/use-message';
import { REFUND_FILTER_CHOICES, REFUND_FILTER_LABEL } from '../refund-filter';

/** The select's key for every purchase, with a refund or not. */
const ANY = 'any';

interface RefundFilterSelectProps {
  value: RefundStatus | undefined;
  onChange: (refund: RefundStatus | undefined) => void;
}

/** Filters Made purchases by their refund's status (docs/api.md: `refund`); "any" drops the filter. */
export function RefundFilterSelect({ value, onChange }: RefundFilterSelectProps) {
  const say = useMessage();
  return (
    <Select
      label={say('adminPurchases.refundFilter')}
      options={[
        { id: ANY, label: say('adminPurchases.refundFilterAny') },
        ...REFUND_FILTER_CHOICES.map((refund) => ({
          id: refund,
          label: say(REFUND_FILTER_LABEL[refund]),
        })),
      ]}
      selectedKey={value ?? ANY}
      onSelectionChange={(key) => onChange(REFUND_FILTER_CHOICES.find((refund) => refund === key))}
    />
  );
}
