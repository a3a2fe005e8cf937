import { escapeHtml, jsonInScript } from './escape';

/** A `<meta>` element: Open Graph's take `property`, the others (description, Twitter) `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** What a page's `<head>` says of it, as typed values; `headTags` writes and escapes them. */
export interface PageHead {
  title: string;
  /** The page's address as `PUBLIC_URL` names it; a private page has none. */
  canonical?: string;
  /** Private pages ask search engines to leave them out. */
  noindex?: boolean;
  meta: MetaTag[];
  /** schema.org objects, each in a `application/ld+json` script. */
  structuredData: object[];
}

const metaTag = (tag: MetaTag) =>
  'property' in tag
    ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`
    : `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`;

/** The `<head>` elements of a page: the one place its values become markup, every one escaped. */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.meta.map(metaTag),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`,
    ),
  ].join('\n    ');
}
