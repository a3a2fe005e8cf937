import { fileURLToPath } from 'node:url';

/** What Rolldown's chunking context offers a group's name function. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: string[] } | null;
}

const app = fileURLToPath(new URL('../app/src/', import.meta.url));
const routes = `${app}app/routes/`;
/** The screens of a first visit: explore (where `/` leads) and a product (a shared link). */
const FIRST_SCREENS = ['explore.tsx', 'product.tsx'].map((file) => `${routes}${file}`);

/** Worked out once per chunking pass (a watching build makes a new context each time). */
const firstLoadOf = new WeakMap<ChunkingContext, Set<string>>();

/** Every module `from` imports statically, directly or not, itself included. */
function staticImports(from: string[], context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const walk = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) walk(imported);
  };
  from.forEach(walk);
  return found;
}

/** What the first screens import that the entry does not: the screens' own parts. */
function firstLoadModules(context: ChunkingContext): Set<string> {
  const entry = staticImports([`${app}main.tsx`], context);
  return new Set([...staticImports(FIRST_SCREENS, context)].filter((id) => !entry.has(id)));
}

/**
 * Rolldown's automatic chunking splits what the lazy screens share into one chunk per set of
 * screens sharing it: /explore's first visit made 43 script requests, most of a few hundred bytes,
 * each a round trip on a phone. This names one `first-load` chunk for the first screens' own parts
 * instead; Rolldown adds what they import (the group takes its modules' dependencies), so the
 * entry and that chunk carry a first visit in four requests, and fewer bytes, since one chunk
 * repeats no glue between chunks. The other screens keep automatic chunking (bench/README.md).
 */
export function firstLoadChunk(id: string, context: ChunkingContext): string | null {
  let firstLoad = firstLoadOf.get(context);
  if (!firstLoad) firstLoadOf.set(context, (firstLoad = firstLoadModules(context)));
  return firstLoad.has(id) ? 'first-load' : null;
}
