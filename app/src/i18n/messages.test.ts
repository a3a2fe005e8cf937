import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

// Vite hands over the app's source as text, so this test needs no Node APIs (app/ is typed for the browser).
const sources = Object.values(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

const catalogues: Record<string, Record<string, string>> = { es, en };

// Message ids are dotted (`area.name`) and element ids never are, so `id="root"` is not taken for a message.
const idsInSource = new Set(
  [...sources.matchAll(/\bid(?:\s*:\s*|=\{?\s*)(['"])([\w-]+(?:\.[\w-]+)+)\1/g)].flatMap(
    ([, , id]) => (id ? [id] : []),
  ),
);

describe('message catalogues', () => {
  it('es and en have the same ids', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(Object.keys(catalogues))('%s has no empty message', (language) => {
    const empty = Object.entries(catalogues[language] ?? {})
      .filter(([, text]) => text.trim() === '')
      .map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('every message is used in the source', () => {
    const unused = Object.keys(es).filter(
      (id) => !sources.includes(`'${id}'`) && !sources.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });

  it('every id the source uses has a message in each catalogue', () => {
    expect(idsInSource.size).toBeGreaterThan(0); // the pattern still finds ids at all
    const missing = [...idsInSource].filter((id) => !(id in es) || !(id in en));
    expect(missing).toEqual([]);
  });
});
