import type { Plugin } from 'vite';

/** The status badges' icons (StatusBadge/statuses.ts), drawn bold. */
const STATUS_ICONS = [
  'ArrowUUpLeft',
  'ChatCircleDots',
  'ChatCircleText',
  'CheckCircle',
  'ClockCountdown',
  'HandCoins',
  'Hourglass',
  'LockSimple',
  'Money',
  'Package',
  'PauseCircle',
  'Prohibit',
  'SealCheck',
  'Truck',
  'Wallet',
  'XCircle',
];

/**
 * The weights @plaza/ui draws each icon in besides `regular`, which every icon keeps: a component
 * that asks for another weight (`weight="bold"`) has its icon named here, or it draws as regular.
 */
const ICON_WEIGHTS: Record<string, string[]> = {
  ...Object.fromEntries(STATUS_ICONS.map((icon) => [icon, ['bold']])),
  // Check marks (ChipGroup, Select, LanguageMenu, Checkbox, Timeline, CheckoutSteps), the table's
  // sort arrows and row menu, the checkbox's dash.
  Check: ['bold'],
  ArrowUp: ['bold'],
  ArrowDown: ['bold'],
  CaretUpDown: ['bold'],
  DotsThree: ['bold'],
  Minus: ['bold'],
  // Toasts (their tones' icons), ratings, the dark mode switch, warnings and form errors.
  CheckCircle: ['bold', 'fill'],
  XCircle: ['bold', 'fill'],
  Info: ['fill'],
  Warning: ['fill', 'duotone'],
  WarningCircle: ['fill'],
  Star: ['fill'],
  StarHalf: ['fill'],
  Moon: ['fill'],
  // CartDrawer's empty cart.
  ShoppingCart: ['light'],
};

const DEFINITION = /@phosphor-icons\/react\/dist\/defs\/(\w+)\.es\.js$/;
/** One weight's entry in a definition's `new Map([...])`, as Phosphor's build writes it. */
const ENTRY = /\n {2}\[\n {4}"(\w+)",\n[\s\S]*?\n {2}\],?(?=\n)/g;

/**
 * Each Phosphor icon module holds its paths in all six weights (thin to duotone): 22 KB of
 * /explore's first load, gzipped, for its 33 icons. This keeps each icon's weights the design
 * system draws it in (ICON_WEIGHTS, most icons regular only) and draws any other as `regular`, so
 * a new weight shows as regular, not as nothing, until it is added above; the stories' screenshots
 * show it. Storybook builds with it too: designers review what ships.
 */
export function iconWeights(): Plugin {
  return {
    name: 'plaza:icon-weights',
    transform(code, id) {
      const icon = DEFINITION.exec(id)?.[1];
      if (!icon) return null;
      const kept = new Set(['regular', ...(ICON_WEIGHTS[icon] ?? [])]);
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
