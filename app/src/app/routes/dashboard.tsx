import { PageHeader } from '@plaza/ui';
import { DashboardPage } from '../../features/earnings/components/dashboard-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/**
 * `/dashboard` (docs/product.md, section 2): earnings, withdrawals, network. Its entry and tab title say
 * Panel / Dashboard rather than the spec's placeholder "Blank Page" (superseded by issue 36).
 */
export function DashboardRoute() {
  useDocumentTitle('dashboard.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('dashboard.heading')} description={say('dashboard.intro')} />
      <DashboardPage />
    </>
  );
}
