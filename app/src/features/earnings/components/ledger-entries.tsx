import type { LedgerEntry, LedgerKind } from '@plaza/api';
import { Button, DataTable, EmptyState, Money, Pagination, type DataTableColumn } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import type { MessageId } from '../../../i18n/messages';
import { toSignedCents } from '../../../lib/money';

const KIND: Record<LedgerKind, MessageId> = {
  sale: 'dashboard.ledger.sale',
  commission: 'dashboard.ledger.commission',
  fee: 'dashboard.ledger.fee',
  withdrawal: 'dashboard.ledger.withdrawal',
  withdrawal_returned: 'dashboard.ledger.withdrawalReturned',
  refund: 'dashboard.ledger.refund',
};

interface LedgerEntriesProps {
  entries: readonly LedgerEntry[] | undefined;
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Takes the user to their referral link: commissions from their network are a way to earn. */
  onShareLink: () => void;
}

/** The latest ledger entries, newest first: when, what, from which purchase, and how much. */
export function LedgerEntries({
  entries,
  count,
  page,
  pageSize,
  onPageChange,
  onShareLink,
}: LedgerEntriesProps) {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();

  const details = (entry: LedgerEntry) => {
    const parts = [];
    if (entry.purchase_id !== null)
      parts.push(
        intl.formatMessage({ id: 'dashboard.ledger.purchase' }, { id: entry.purchase_id }),
      );
    if (entry.level !== null)
      parts.push(intl.formatMessage({ id: 'dashboard.ledger.level' }, { level: entry.level }));
    if (entry.from_username !== null)
      parts.push(
        intl.formatMessage({ id: 'dashboard.ledger.from' }, { username: entry.from_username }),
      );
    return parts.join(' · ');
  };

  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      id: 'kind',
      label: say('dashboard.ledger.kind'),
      isRowHeader: true,
      cell: (entry) => say(KIND[entry.kind]),
    },
    {
      id: 'date',
      label: say('dashboard.ledger.date'),
      cell: (entry) => intl.formatDate(entry.created_at, { dateStyle: 'medium' }),
    },
    { id: 'details', label: say('dashboard.ledger.details'), cell: details },
    {
      id: 'amount',
      label: say('dashboard.ledger.amount'),
      align: 'end',
      cell: (entry) => <Money cents={toSignedCents(entry.amount)} />,
    },
  ];

  return (
    <>
      <DataTable
        rows={entries ?? []}
        columns={columns}
        getRowId={(entry) => entry.id}
        getRowName={(entry) => say(KIND[entry.kind])}
        labels={{ table: say('dashboard.ledger.title'), loading: say('common.loading') }}
        isLoading={!entries}
        loadingRowCount={3}
        emptyState={
          <EmptyState
            title={say('dashboard.ledger.empty')}
            text={say('dashboard.ledger.emptyText')}
            headingLevel={3}
            action={
              <Button variant="secondary" onPress={onShareLink}>
                {say('dashboard.ledger.shareLink')}
              </Button>
            }
          />
        }
      />
      <Pagination
        page={page}
        pageCount={Math.ceil(count / pageSize)}
        onPageChange={onPageChange}
        labels={paginationLabels}
      />
    </>
  );
}
