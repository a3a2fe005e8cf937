import { Select } from '@plaza/ui';
import { useMessage } from '../../hooks/use-message';
import type { MessageId } from '../../i18n/messages';
import * as styles from './review-list.css';

/** The select's key for every status. */
const ANY = 'any';

/** What a review list's status filter needs: its name, the statuses with their labels, the choice. */
export interface StatusFilterProps<S extends string> {
  label: string;
  /** The statuses, in the order to offer them. */
  statuses: readonly S[];
  /** Each status's label. */
  labels: Record<S, MessageId>;
  /** The chosen status, or null for any. */
  value: S | null;
  onChange: (status: S | null) => void;
}

/** An administrators' list filter: one status, or any. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  labels,
  value,
  onChange,
}: StatusFilterProps<S>) {
  const say = useMessage();
  return (
    <div className={styles.filters}>
      <Select
        label={label}
        options={[
          { id: ANY, label: say('adminWithdrawals.anyStatus') },
          ...statuses.map((status) => ({ id: status, label: say(labels[status]) })),
        ]}
        selectedKey={value ?? ANY}
        onSelectionChange={(key) => onChange(statuses.find((status) => status === key) ?? null)}
      />
    </div>
  );
}
