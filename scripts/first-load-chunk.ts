import { fileURLToPath } from 'node:url';

/** The app, which the page's entry (app/src/boot.ts) imports after the first frame. */
const APP = fileURLToPath(new URL('../app/src/main.tsx', import.meta.url));

/**
 * Rolldown's automatic chunking splits what lazy chunks share into one chunk per set of chunks
 * sharing it: /explore's first visit made 43 script requests, most of a few hundred bytes, each a
 * round trip on a phone; and the app, imported lazily by the page's entry, would share dozens of
 * small parts with the screens. This names one `first-load` chunk for the app, with the first
 * screens (explore, a product), which it imports statically; Rolldown adds what they import, as
 * far as it is used (a group takes its modules' dependencies), so the entry, its helper and that
 * chunk carry a first visit in a few requests, and fewer bytes, since one chunk repeats no glue
 * between chunks. The other screens keep automatic chunking (bench/README.md).
 */
export function firstLoadChunk(id: string): string | null {
  return id === APP ? 'first-load' : null;
}
