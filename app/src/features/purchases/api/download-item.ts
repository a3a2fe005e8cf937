import { decodeError } from '@plaza/api';
import { session } from '../../../lib/api-client';

/** The file name the server gives in `Content-Disposition`, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET the download call of a digital item (its URL comes in `item.download`) and saves the file.
 * The call needs the buyer's Bearer token, which a plain link cannot send, so the file is fetched
 * and handed to the browser as a download.
 */
export async function downloadItem(url: string, fallbackName: string): Promise<void> {
  const token = await session.accessToken();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw decodeError(response.status, body, response.headers);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response, fallbackName);
  link.click();
  // The browser has taken the file; the object URL is not needed any longer.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
