import type { PurchaseBody, Purchase, TestCardBody, VerifyPaymentBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCents } from '../../app/src/lib/money';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { appMoneyIn, appWordsIn } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage, onPageAs } from '../ui/support/SchemeMatrix.js';
import { STORY_NOW } from './support/fixed-clock.js';
import { reply, type Answers } from './support/fixture-api.js';
import { addresses, cartLines, paymentMethods } from './support/fixtures/cart.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** Purchase 37 waiting for its card payment, as checkout leaves it: 25 minutes to pay. */
const unpaid: Purchase = {
  ...purchases[0]!,
  status: 'pending_payment',
  transaction: {
    ...purchases[0]!.transaction,
    status: 'pending',
    expires_at: new Date(STORY_NOW + 25 * 60_000).toISOString(),
  },
};

/** The test provider's declined card (docs/api.md, Purchases). */
const DECLINED = '4000000000000002';

/** What the last order placed in a story asked for (CompletedByKeyboard's). */
let placed: PurchaseBody | undefined;

/**
 * Checkout's calls for one story: the order placed is purchase 37, which the test provider's
 * declined card does not pay and any other card does.
 */
function checkoutAnswers(): Answers {
  let purchase = unpaid;
  placed = undefined;
  return {
    'GET marketplace/products-purchase/': onePage([]),
    'GET marketplace/products-purchase/:id/': () => purchase,
    'GET marketplace/addresses/': addresses,
    'GET payments/methods/': paymentMethods,
    'POST marketplace/products-purchase/': ({ body }) => {
      placed = body as PurchaseBody;
      return reply(201, purchase);
    },
    'POST payments/test/tokens/': ({ body }) => ({ token: `tok_${(body as TestCardBody).number}` }),
    'POST marketplace/products-purchase/:id/verify-payment/': ({ body }) => {
      if ((body as VerifyPaymentBody).verification_data.token === `tok_${DECLINED}`) {
        return reply(400, { code: 'transaction_error', detail: 'The card was declined.' });
      }
      purchase = purchases[0]!;
      return purchase;
    },
  };
}

/** The payment step of purchase 37, `/checkout/37`. */
const payment = screenAt({ path: '/checkout/37', user: seller, answers: checkoutAnswers });

const meta = {
  title: 'Screens/Checkout',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s checkout (`/checkout`) with two mugs and a lamp in the cart: the address (only when something ships), the payment method and partner; then the payment of the purchase it made (`/checkout/37`) within its window. The test provider’s declined card (4000 0000 0000 0002) is declined as the server declines it; any other card pays.',
    { path: '/checkout', user: seller, cart: { items: cartLines }, answers: checkoutAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a card into the card fields from the number on, and sends it with Enter. */
async function payWith(number: HTMLElement, card: string) {
  number.focus();
  await userEvent.keyboard(card);
  await userEvent.tab();
  await userEvent.keyboard('1230');
  await userEvent.tab();
  await userEvent.keyboard('123{Enter}');
}

/** Each address's street line, as its radio is named: the default (home) and the other. */
const [home, other] = addresses.map(({ address }) => address) as [string, string];

export const CompletedByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    // Address: the default is chosen; the arrow picks the other one; Continue goes on.
    const defaultAddress = canvas.getByRole('radio', { name: new RegExp(home) });
    await expect(defaultAddress).toBeChecked();
    defaultAddress.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: new RegExp(other) })).toBeChecked();
    await pressEnterOn(canvas.getByRole('button', { name: t('checkout.continue') }));

    // Method: the address step is now a way back; Space chooses the card, Enter places the order.
    await expect(
      await canvas.findByRole('button', {
        name: new RegExp(`${t('checkout.shippingAddress')}.*${t('checkout.stepDone')}`),
      }),
    ).toBeVisible();
    canvas.getByRole('radio', { name: new RegExp(`^${t('checkout.method.card')}`) }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('checkout.partner')) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(placed).toMatchObject({ shipping_address: 2, payment_method: 'card' }),
    );

    // Payment: the declined card is declined, and another card pays.
    await expect(
      await canvas.findByRole('timer', { name: t('checkout.timeLeft') }),
    ).toHaveTextContent('25:00');
    const number = () => canvas.getByRole('textbox', { name: t('checkout.card.number') });
    await payWith(number(), DECLINED);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.transaction'));
    await pressEnterOn(canvas.getByRole('button', { name: t('checkout.card.tryAgain') }));
    await expect(number()).toHaveFocus();
    await payWith(number(), '4242424242424242');
    await expectToast(canvasElement, t('checkout.paid'), 5000);
  },
};

export const Payment: Story = {
  ...payment,
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const money = appMoneyIn(context);
    const canvas = await shownScreen(canvasElement);
    await expect(
      await canvas.findByRole('timer', { name: t('checkout.timeLeft') }),
    ).toHaveTextContent('25:00');
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('checkout.stepDone')) }),
    ).toBeNull();
    // The whole purchase is paid at once: its total, as the screen writes money.
    const total = money(toCents(unpaid.total));
    await expect(
      canvas.getByRole('button', { name: t('checkout.card.pay', { amount: total }) }),
    ).toBeVisible();
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = {
  ...onPageAs('darkRtl', payment),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
