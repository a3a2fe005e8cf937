import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { PurchaseList } from '../../features/purchases/components/purchase-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/purchases`: my purchases (docs/product.md, section 2). */
export function PurchasesRoute() {
  useDocumentTitle('purchases.title');
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'purchases.title' })} />
      <PurchaseList />
    </>
  );
}
