import { PURCHASE_STATUSES, type PurchaseStatus } from '@plaza/api';
import { Select } from '@plaza/ui';
import { useMessage } from '../../hooks/use-message';
import { ORDER_STATUS_MESSAGE } from './order-status-badge';

const ALL = 'all';

interface StatusFilterProps {
  value: PurchaseStatus | undefined;
  onChange: (status: PurchaseStatus | undefined) => void;
}

/** Filters a list of purchases or sales by status (docs/api.md: `status`); "all" drops the filter. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const say = useMessage();
  return (
    <Select
      label={say('orders.statusFilter')}
      options={[
        { id: ALL, label: say('orders.allStatuses') },
        ...PURCHASE_STATUSES.map((status) => ({
          id: status,
          label: say(ORDER_STATUS_MESSAGE[status]),
        })),
      ]}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => {
        const status = PURCHASE_STATUSES.find((candidate) => candidate === key);
        onChange(status);
      }}
    />
  );
}
