import type { Plugin } from 'vite';

/** The weights @plaza/ui draws its icons in: `regular` unless a component asks for another. */
const WEIGHTS = ['regular', 'bold', 'fill'];
/** Icons also drawn in a weight of their own (ErrorFallback's warning, CartDrawer's empty cart). */
const ICON_WEIGHTS: Record<string, string[]> = { Warning: ['duotone'], ShoppingCart: ['light'] };

const DEFINITION = /@phosphor-icons\/react\/dist\/defs\/(\w+)\.es\.js$/;
/** One weight's entry in a definition's `new Map([...])`, as Phosphor's build writes it. */
const ENTRY = /\n {2}\[\n {4}"(\w+)",\n[\s\S]*?\n {2}\],?(?=\n)/g;

/**
 * Each Phosphor icon module holds its paths in all six weights (thin to duotone): 22 KB of
 * /explore's first load, gzipped, for its 33 icons. This keeps the weights the design system
 * uses, 7.6 KB lighter, and draws any other as `regular`, so a new weight shows as regular, not as
 * nothing, until it is added above. Storybook builds with it too: designers review what ships.
 */
export function iconWeights(): Plugin {
  return {
    name: 'plaza:icon-weights',
    transform(code, id) {
      const icon = DEFINITION.exec(id)?.[1];
      if (!icon) return null;
      const kept = new Set([...WEIGHTS, ...(ICON_WEIGHTS[icon] ?? [])]);
      const dropped: string[] = [];
      const slimmed = code.replace(ENTRY, (entry, weight: string) => {
        if (kept.has(weight)) return entry;
        dropped.push(weight);
        return '';
      });
      const map = /const (\w+) = \/\* @__PURE__ \*\/ new Map\(/.exec(slimmed)?.[1];
      if (!map || dropped.length + kept.size !== 6) {
        // A new Phosphor release writes its definitions differently: fail the build, not the icons.
        throw new Error(`${id}: not the icon definition plaza:icon-weights knows how to slim`);
      }
      const fallback = `for (const weight of ${JSON.stringify(dropped)}) ${map}.set(weight, ${map}.get("regular"));\n`;
      return { code: slimmed.replace(/\nexport \{/, `\n${fallback}export {`), map: null };
    },
  };
}
