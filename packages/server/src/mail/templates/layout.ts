import type { Language } from '../../http/language.js';

/** One message in one language, as plain text and as HTML. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A message in each language the app speaks. */
export type Template<Data> = Record<Language, (data: Data) => Mail>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Builds both bodies from paragraphs of plain text, so they can't say different things. A `code`
 * is set apart in large type in HTML and on a line of its own in text.
 */
export function mail(subject: string, paragraphs: string[], code?: string): Mail {
  const lines = code ? [paragraphs[0] ?? '', code, ...paragraphs.slice(1)] : paragraphs;
  const html = lines
    .map((line) =>
      line === code
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(line)}</p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body style="font-family:sans-serif">\n${html}\n<p>Plaza</p>\n</body></html>\n`,
  };
}
