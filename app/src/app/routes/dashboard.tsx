import { PageHeader } from '@plaza/ui';
import { DashboardPage } from '../../features/earnings/components/dashboard-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `/dashboard` (SPEC.md, section 2; the sidebar's Blank Page): earnings, withdrawals, network. */
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
