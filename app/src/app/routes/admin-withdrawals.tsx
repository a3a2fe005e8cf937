import { PageHeader } from '@plaza/ui';
import { WithdrawalReview } from '../../features/earnings/components/withdrawal-review';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `admin/withdrawals/`: every withdrawal, to mark paid or reject with a note (administrators). */
export function AdminWithdrawalsRoute() {
  useDocumentTitle('admin.withdrawals.title');
  const say = useMessage();
  return (
    <>
      <PageHeader
        title={say('admin.withdrawals.title')}
        description={say('adminWithdrawals.intro')}
      />
      <WithdrawalReview />
    </>
  );
}
