import type { BuyerStatusBody, Purchase } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toCents } from '../../app/src/lib/money';
import { pageOf } from '../play/overlay.js';
import { appMoneyIn, appWordsIn, asTextQuery } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage, onPageAs } from '../ui/support/SchemeMatrix.js';
import { messagesOf } from './support/fixtures/messages.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import type { Answers, Call } from './support/fixture-api.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** The purchases the buyer has cancelled in this story (CancelByKeyboard's). */
const cancelled = new Set<number>();

/** A purchase as it stands: cancelled, with its sale, once the buyer has cancelled it. */
const current = (purchase: Purchase): Purchase =>
  cancelled.has(purchase.purchase_id)
    ? {
        ...purchase,
        status: 'cancelled',
        items: purchase.items.map((item) => ({ ...item, sale_status: 'cancelled' })),
      }
    : purchase;

const byId = (id: number | string) =>
  current(purchases.find((purchase) => String(purchase.purchase_id) === String(id))!);

const answers: Answers = {
  'GET marketplace/products-purchase/': onePage(purchases),
  'GET marketplace/products-purchase/:id/': ({ params }: Call) => byId(params.id!),
  // The purchase's page shows the conversation with each seller.
  'GET marketplace/products-sales/:id/messages/': ({ params }: Call) => messagesOf(params.id!),
  'PATCH marketplace/products-purchase/update-buyer-status/': ({ body }: Call) => {
    const { purchase_id: id } = body as BuyerStatusBody;
    cancelled.add(id);
    return byId(id);
  },
};

/** One purchase's screen, `/purchases/37`, rather than the list. */
const detail = screenAt({ path: '/purchases/37', user: seller, answers });

const meta = {
  title: 'Screens/Purchases',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s purchases (`/purchases`) in the usual states, and one purchase (`/purchases/37`): what was bought, from whom, where it ships and what can be done with it.',
    { path: '/purchases', user: seller, answers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const table = await canvas.findByRole('grid');
    await expect(within(table).getAllByRole('row')).toHaveLength(purchases.length + 1);
    // The first purchase's total, as the screen writes money in the story's language.
    const total = asTextQuery(appMoneyIn({ globals })(toCents(purchases[0]!.total)));
    await expect(within(table).getByText(total)).toBeVisible();
  },
};

export const CancelByKeyboard: Story = {
  ...detail,
  globals: { viewport: { value: 'laptop' } },
  // Cancelled for this story alone: the next ones show purchase 37 as the fixture has it.
  beforeEach: () => {
    cancelled.clear();
    return () => cancelled.clear();
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const t = appWordsIn({ globals });
    await pressEnterOn(canvas.getByRole('button', { name: t('purchase.cancel') }));
    const dialog = await waitFor(() => {
      const [settled] = pageOf(canvasElement)
        .getAllByRole('alertdialog', { name: t('purchase.cancelTitle') })
        .filter((found) => !found.closest('[data-entering], [data-exiting]'));
      expect(settled).toBeDefined();
      return settled!;
    });
    // Destructive: focus starts on the way back, so a hurried Enter does no harm.
    await expect(within(dialog).getByRole('button', { name: t('purchase.keep') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getAllByText(t('orderStatus.cancelled')).length).toBeGreaterThan(0),
    );
    await expect(canvas.queryByRole('button', { name: t('purchase.cancel') })).toBeNull();
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPageAs('darkRtl', detail), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = {
  ...onPageAs('semiDarkLtr', detail),
  tags: ['!autodocs', 'visual'],
};
