import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { SaleList } from '../../features/sales/components/sale-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/sales`: my sales (SPEC.md, section 2). */
export function SalesRoute() {
  useDocumentTitle('sales.title');
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'sales.title' })} />
      <SaleList />
    </>
  );
}
