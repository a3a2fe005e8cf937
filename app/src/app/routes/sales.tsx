import { PageHeader, Tabs } from '@plaza/ui';
import { ReceivedReviews } from '../../features/reviews/components/received-reviews';
import { SaleList } from '../../features/sales/components/sale-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

// One chunk with the sale's page (config/pages.ts).
export { SaleRoute } from './sale';

/** `/sales`: my sales (docs/product.md, section 2), and the reviews buyers left on my products. */
export function SalesRoute() {
  useDocumentTitle('sales.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('sales.title')} />
      <Tabs
        label={say('sales.parts')}
        tabs={[
          { id: 'sales', label: say('sales.list'), content: <SaleList /> },
          { id: 'reviews', label: say('reviews.title'), content: <ReceivedReviews /> },
        ]}
      />
    </>
  );
}
