import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** Sets the tab's title to the page's translated name, as "Explorar · Plaza" (SPEC.md, section 2). */
export function useDocumentTitle(pageId: MessageId): void {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'app.documentTitle' },
    { page: intl.formatMessage({ id: pageId }) },
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
