import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { AdminPurchaseList } from '../../features/admin/purchases/components/admin-purchase-list';
import { ClaimRefundsLink } from '../../features/claims/components/claim-refunds-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/admin/purchases/`: made purchases, for administrators (docs/product.md, section 2). */
export function AdminPurchasesRoute() {
  useDocumentTitle('admin.purchases.title');
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'admin.purchases.title' })} />
      {/* The pending reviews lead here; a claim's refund among them is paid back from Claims. */}
      <ClaimRefundsLink />
      <AdminPurchaseList />
    </>
  );
}
