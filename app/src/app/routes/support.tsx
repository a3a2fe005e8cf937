import { PageHeader } from '@plaza/ui';
import { SupportPage } from '../../features/support/components/support-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `/support` (docs/product.md, section 2): write to support and read the answers. */
export function SupportRoute() {
  useDocumentTitle('support.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('support.title')} description={say('support.intro')} />
      <SupportPage />
    </>
  );
}
