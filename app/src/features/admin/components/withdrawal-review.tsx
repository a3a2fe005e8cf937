import type { AdminWithdrawal, WithdrawalStatus } from '@plaza/api';
import { WITHDRAWAL_STATUSES } from '@plaza/api';
import { DataTable, EmptyState, Pagination, type DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useWithdrawalColumns } from '../../../components/withdrawal-columns';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import type { MessageId } from '../../../i18n/messages';
import { toCents } from '../../../lib/money';
import { toasts } from '../../../lib/toasts';
import { decideWithdrawal } from '../api/decide-withdrawal';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import * as styles from './admin-list.css';
import { StatusFilter } from './status-filter';
import { TextDialog } from './text-dialog';

const PAGE_SIZE = 20;
/** API.md: a note is at most 500 characters. */
const MAX_NOTE = 500;

const STATUS_LABEL: Record<WithdrawalStatus, MessageId> = {
  requested: 'withdrawal.status.requested',
  paid: 'withdrawal.status.paid',
  rejected: 'withdrawal.status.rejected',
};

type Decision = { withdrawal: AdminWithdrawal; status: 'paid' | 'rejected' };

/**
 * Every withdrawal for administrators, those waiting first: mark one paid once the money is sent,
 * or reject it with a note (the amount goes back to the user's balance). Each step mails the user.
 */
export function WithdrawalReview() {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const toastFailure = useFailureToast();
  const formatMoney = useFormatMoney();
  const withdrawalColumns = useWithdrawalColumns<AdminWithdrawal>();
  const [status, setStatus] = useState<WithdrawalStatus | null>('requested');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const { data, error, isValidating, mutate } = useAdminWithdrawals({
    page,
    page_size: PAGE_SIZE,
    ...(status && { status }),
  });

  const amountOf = (withdrawal: AdminWithdrawal) => formatMoney(toCents(withdrawal.amount));

  const columns: DataTableColumn<AdminWithdrawal>[] = [
    {
      id: 'user',
      label: say('adminWithdrawals.user'),
      isRowHeader: true,
      cell: (withdrawal) => (
        <span className={styles.person}>
          {withdrawal.user.username}
          <span className={styles.muted}>{withdrawal.user.email}</span>
        </span>
      ),
    },
    ...withdrawalColumns,
  ];

  const decide = async (decision: Decision, note: string | null) => {
    try {
      await decideWithdrawal(decision.withdrawal.id, { status: decision.status, note });
      toasts.add({
        tone: 'success',
        title: intl.formatMessage(
          {
            id: decision.status === 'paid' ? 'adminWithdrawals.paid' : 'adminWithdrawals.rejected',
          },
          { amount: amountOf(decision.withdrawal), username: decision.withdrawal.user.username },
        ),
      });
      setDeciding(null);
    } catch (failure) {
      // A refused decision (someone else decided first: 409) is said, and the list shows the truth.
      toastFailure(failure);
      setDeciding(null);
      await mutate();
    }
  };

  const isPaying = deciding?.status === 'paid';
  return (
    <div className={styles.root}>
      <StatusFilter
        label={say('adminWithdrawals.status')}
        statuses={WITHDRAWAL_STATUSES}
        labels={STATUS_LABEL}
        value={status}
        onChange={(chosen) => {
          setStatus(chosen);
          setPage(1);
        }}
      />
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          rows={data?.results ?? []}
          columns={columns}
          getRowId={(withdrawal) => withdrawal.id}
          getRowName={(withdrawal) => `${withdrawal.user.username} ${amountOf(withdrawal)}`}
          labels={{ table: say('adminWithdrawals.title'), loading: say('common.loading') }}
          isLoading={!data}
          emptyState={<EmptyState title={say('adminWithdrawals.empty')} headingLevel={2} />}
          rowActions={{
            columnLabel: say('admin.actions'),
            label: (name) => intl.formatMessage({ id: 'admin.actionsFor' }, { name }),
            items: (withdrawal) => [
              {
                id: 'paid',
                label: say('adminWithdrawals.markPaid'),
                isDisabled: withdrawal.status !== 'requested',
              },
              {
                id: 'rejected',
                label: say('adminWithdrawals.reject'),
                isDisabled: withdrawal.status !== 'requested',
              },
            ],
            onAction: (action, withdrawal) =>
              setDeciding({ withdrawal, status: action === 'paid' ? 'paid' : 'rejected' }),
          }}
        />
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil((data?.count ?? 0) / PAGE_SIZE)}
        onPageChange={setPage}
        labels={paginationLabels}
      />
      <TextDialog
        isOpen={deciding !== null}
        onClose={() => setDeciding(null)}
        title={
          deciding
            ? intl.formatMessage(
                { id: isPaying ? 'adminWithdrawals.payTitle' : 'adminWithdrawals.rejectTitle' },
                {
                  amount: amountOf(deciding.withdrawal),
                  username: deciding.withdrawal.user.username,
                },
              )
            : ''
        }
        label={say('adminWithdrawals.note')}
        description={say(
          isPaying ? 'adminWithdrawals.payNoteHelp' : 'adminWithdrawals.rejectNoteHelp',
        )}
        isRequired={!isPaying}
        maxLength={MAX_NOTE}
        confirmLabel={say(isPaying ? 'adminWithdrawals.markPaid' : 'adminWithdrawals.reject')}
        variant={isPaying ? 'primary' : 'danger'}
        onSend={(note) => (deciding ? decide(deciding, note) : Promise.resolve())}
      >
        {deciding && (
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'adminWithdrawals.destinationLine' },
              { destination: deciding.withdrawal.destination },
            )}
          </p>
        )}
      </TextDialog>
    </div>
  );
}
