import { PRODUCT_STATUSES, type ProductStatus } from '@plaza/api';
import { Select, StatusBadge } from '@plaza/ui';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

const LABEL: Record<ProductStatus, MessageId> = {
  pending_approval: 'productStatus.pending_approval',
  approved: 'productStatus.approved',
  suspended: 'productStatus.suspended',
};

/** A product's status as a badge, in the interface language. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const intl = useIntl();
  return <StatusBadge status={status} label={intl.formatMessage({ id: LABEL[status] })} />;
}

const ALL = 'all';

interface ProductStatusFilterProps {
  value: ProductStatus | null;
  onChange: (status: ProductStatus | null) => void;
}

/** Chooses one status to list, or all of them. */
export function ProductStatusFilter({ value, onChange }: ProductStatusFilterProps) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage({ id: 'productStatus.filter' })}
      options={[
        { id: ALL, label: intl.formatMessage({ id: 'productStatus.all' }) },
        ...PRODUCT_STATUSES.map((status) => ({
          id: status,
          label: intl.formatMessage({ id: LABEL[status] }),
        })),
      ]}
      value={value ?? ALL}
      onChange={(key) => onChange(PRODUCT_STATUSES.find((status) => status === key) ?? null)}
    />
  );
}
