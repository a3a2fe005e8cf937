import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@plaza/api';

/**
 * The app's rendering entry, which `npm run build` writes beside the app (`app/dist-server/` next
 * to `app/dist/`); `undefined` when the app is not built, and then pages are the bare app.
 */
export async function loadPageRenderer(staticDir: string): Promise<PageRenderer | undefined> {
  const entry = join(dirname(staticDir), 'dist-server', 'entry.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}
