import type { AdminWithdrawal, WithdrawalStatus } from '@plaza/api';
import { WITHDRAWAL_STATUSES } from '@plaza/api';
import type { DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useWithdrawalColumns } from './withdrawal-columns';
import { WITHDRAWAL_STATUS_LABEL } from './withdrawal-status';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import { toCents } from '../../../lib/money';
import { decideWithdrawal } from '../api/decide-withdrawal';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import {
  PersonCell,
  ReasonDialog,
  ReviewList,
  useReviewListState,
} from '../../../components/review-list';
import * as styles from '../../../components/review-list/review-list.css';

/** docs/api.md: a note is at most 500 characters. */
const MAX_NOTE = 500;

type Decision = { withdrawal: AdminWithdrawal; status: 'paid' | 'rejected' };

/**
 * Every withdrawal for administrators, those waiting first: mark one paid once the money is sent,
 * or reject it with a note (the amount goes back to the user's balance). Each step mails the user.
 */
export function WithdrawalReview() {
  const say = useMessage();
  const intl = useIntl();
  const runAction = useToastedAction();
  const formatMoney = useFormatMoney();
  const withdrawalColumns = useWithdrawalColumns<AdminWithdrawal>();
  const list = useReviewListState<{ status: WithdrawalStatus | null }>({ status: 'requested' });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const answer = useAdminWithdrawals(list.query);

  const amountOf = (withdrawal: AdminWithdrawal) => formatMoney(toCents(withdrawal.amount));

  const columns: DataTableColumn<AdminWithdrawal>[] = [
    {
      id: 'user',
      label: say('adminWithdrawals.user'),
      isRowHeader: true,
      cell: (withdrawal) => <PersonCell user={withdrawal.user} />,
    },
    ...withdrawalColumns,
  ];

  const decide = async ({ withdrawal, status }: Decision, note: string | null) => {
    const isDone = await runAction(() => decideWithdrawal(withdrawal.id, { status, note }), {
      title: intl.formatMessage(
        { id: status === 'paid' ? 'adminWithdrawals.paid' : 'adminWithdrawals.rejected' },
        { amount: amountOf(withdrawal), username: withdrawal.user.username },
      ),
    });
    setDeciding(null);
    // A refused decision (someone else decided first: 409) is said, and the list shows the truth.
    if (!isDone) await answer.mutate();
  };

  const isPaying = deciding?.status === 'paid';
  return (
    <ReviewList
      label={say('adminWithdrawals.title')}
      answer={answer}
      list={list}
      columns={columns}
      getRowId={(withdrawal) => withdrawal.id}
      getRowName={(withdrawal) => `${withdrawal.user.username} ${amountOf(withdrawal)}`}
      noMatchTitle={say('adminWithdrawals.empty')}
      statusFilter={{
        label: say('adminWithdrawals.status'),
        statuses: WITHDRAWAL_STATUSES,
        labels: WITHDRAWAL_STATUS_LABEL,
      }}
      actions={{
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
    >
      <ReasonDialog
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
        size="lg"
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
      </ReasonDialog>
    </ReviewList>
  );
}
