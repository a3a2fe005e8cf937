import type { PageData, PageRenderer, RenderedPage } from '@plaza/api';
import { createIntl, type MessageFormatElement } from 'react-intl';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { headTags, type PageHead } from './head';
import { exploreHead, plainHead, productHead, sellerHead, type HeadContext } from './page-heads';

export { pageRouteOf, PRIVATE_PATHS as privatePaths } from './page-route';

/*
 * The server's way into the app (DESIGN.md, "Rendering on the server"): built by `vite build --ssr`
 * into app/dist-server/, called by packages/server/src/render/ with the route and the data it
 * fetched in-process. It writes what the app knows and the server does not: the words, in the
 * reader's language, and the head of each page.
 */

const catalogues = { es, en } as unknown as Record<
  Language,
  Record<string, MessageFormatElement[]>
>;

function headOf(context: HeadContext, data: PageData): PageHead | null {
  switch (data.kind) {
    case 'product':
      // SPEC.md: a product that is not approved is not found on its page, even for its seller.
      return data.product?.status === 'approved' ? productHead(context, data.product) : null;
    case 'explore':
      return exploreHead(context, data);
    case 'seller':
      return data.seller ? sellerHead(context, data.seller) : null;
    case 'unknown':
      return null;
    default:
      return plainHead(context, data.kind);
  }
}

/** The status and head of the page `request` describes. */
export const renderPage: PageRenderer['renderPage'] = (request): RenderedPage => {
  const intl = createIntl({
    locale: request.language,
    defaultLocale: DEFAULT_LANGUAGE,
    messages: catalogues[request.language],
  });
  const context = { intl, language: request.language, origin: request.origin };
  const head = headOf(context, request.data);
  return head
    ? { status: 200, head: headTags(head) }
    : { status: 404, head: headTags(plainHead(context, 'not-found')) };
};
