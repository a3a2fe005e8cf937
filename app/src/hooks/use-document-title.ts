import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * Sets the tab's title to the page's name, as "Explorar · Plaza" (docs/product.md, section 2): a message, or
 * a text of its own (a product's name), the same the server wrote in the page's head (app/src/render/).
 */
export function useDocumentTitle(page: MessageId | { text: string }): void {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'app.documentTitle' },
    { page: typeof page === 'string' ? intl.formatMessage({ id: page }) : page.text },
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
