import type {
  Claim,
  DecideClaimBody,
  Message,
  MessageBody,
  RespondClaimBody,
  ReturnSentBody,
} from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settledDialog } from '../play/dialog.js';
import { expectToast, pageOf } from '../play/overlay.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { chooseInSelect, chooseRowAction } from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage, onPageAs } from '../ui/support/SchemeMatrix.js';
import type { Answers } from './support/fixture-api.js';
import { buyer, claimAt, claimedPurchase } from './support/fixtures/claims.js';
import { claimConversation } from './support/fixtures/messages.js';
import { on, onePage } from './support/fixtures/pages.js';
import { admin, seller } from './support/fixtures/people.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/**
 * Claim 5 as the server keeps it for one story, from `start`: each step the screen takes changes
 * it as the server would, and the claim's page, the queue and the purchase read it back. Its
 * sale's conversation takes a message as the administrator's, the one story that writes there.
 */
function claimAnswers(start: Claim): () => Answers {
  return () => {
    let claim = start;
    const step = (changes: Partial<Claim>) => (claim = { ...claim, ...changes });
    const messages = [...claimConversation];
    return {
      'GET marketplace/products-sales/:id/messages/': () => ({
        ...onePage(messages),
        unread_count: 0,
      }),
      'POST marketplace/products-sales/:id/messages/': ({ body }) => {
        const message: Message = {
          id: 10 + messages.length,
          sale_id: 336,
          author: { username: admin.username, role: 'admin' },
          // Words alone travel as JSON (a photo would make it multipart).
          text: (body as MessageBody).text ?? null,
          photo: null,
          created_at: on(30),
          read_at: null,
        };
        messages.unshift(message);
        return message;
      },
      'GET marketplace/claims/:id/': () => claim,
      'GET marketplace/admin/claims/': ({ query }) =>
        onePage(
          [claim].filter(
            ({ status, refund }) =>
              (query.get('status') ?? status) === status &&
              (query.get('refund') ?? refund?.status) === refund?.status,
          ),
        ),
      'POST marketplace/claims/:id/respond/': ({ body }) => {
        const { action, amount } = body as RespondClaimBody;
        if (action === 'offer_partial') return step({ status: 'offered', offer_amount: amount! });
        if (action === 'request_return') return step({ status: 'return_requested' });
        return step({ status: 'resolved', outcome: 'refund_full', refund_amount: '17.00' });
      },
      'POST marketplace/claims/:id/accept-offer/': () =>
        step({
          status: 'resolved',
          outcome: 'refund_partial',
          refund_amount: claim.offer_amount,
          deadline: null,
        }),
      'POST marketplace/claims/:id/return-sent/': ({ body }) =>
        step({
          status: 'return_sent',
          return_tracking_code: (body as ReturnSentBody).tracking_code,
          deadline: null,
        }),
      'POST marketplace/claims/:id/return-received/': () =>
        step({ status: 'resolved', outcome: 'refund_full', refund_amount: '17.00' }),
      'POST marketplace/claims/:id/withdraw/': () =>
        step({ status: 'resolved', outcome: 'withdrawn', deadline: null }),
      'POST marketplace/admin/claims/:id/decide/': ({ body }) => {
        const { outcome, amount, note } = body as DecideClaimBody;
        return step({
          status: 'resolved',
          outcome,
          refund_amount: outcome === 'rejected' ? null : (amount ?? '17.00'),
          note: note ?? null,
        });
      },
      'POST marketplace/admin/claims/:id/refund-paid/': () =>
        step({ refund: claim.refund && { ...claim.refund, status: 'succeeded' } }),
    };
  };
}

const claimPage = (start: Claim, user = buyer) =>
  screenAt({ path: '/claims/5', user, answers: claimAnswers(start) });

/** The steps' card, once the claim has come. */
const stepsOf = async (canvasElement: HTMLElement) =>
  (await shownScreen(canvasElement)).findByRole('region', { name: 'What you can do' });

/** Presses `button` in the steps' card, by keyboard; gives the dialog `dialog` it opens. */
async function openStep(canvasElement: HTMLElement, button: string, dialog: string) {
  const steps = await stepsOf(canvasElement);
  await pressEnterOn(within(steps).getByRole('button', { name: button }));
  return settledDialog(canvasElement, dialog);
}

/** The claim's status badge and its timeline's current step once a step has been taken. */
async function expectClaimAt(canvasElement: HTMLElement, status: string, current: RegExp) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByText(status).length).toBeGreaterThan(0));
  const history = canvas.getByRole('list', { name: 'Claim history' });
  await expect(within(history).getByText(current).closest('li')).toHaveAttribute(
    'aria-current',
    'step',
  );
}

const meta = {
  title: 'Screens/Claims',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'A claim about a sale (`/claims/{id}`) as its buyer, its seller and an administrator read it at each step: the history, the time left to whoever must act, what was asked and offered, and the steps that reader may take; the administrators’ queue (`/admin/claims/`); and “I have a problem” on a purchase.',
    { path: '/claims/5', user: seller, answers: claimAnswers(claimAt('open')) },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open, the sale's second claim ($6.00 of its $17.00 went back with the first): the seller offers
 * part of what is left; all of that is refused before it is sent.
 */
export const OpenSellerOffers: Story = {
  ...claimPage(claimAt('open', { refundable: '11.00' }), seller),
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(canvas.getByText('The seller’s time to answer')).toBeVisible();
    await expect(canvas.getByText(/2 days.{0,2} left/)).toBeVisible();
    const dialog = await openStep(canvasElement, 'Answer', 'Answer the claim');
    await expect(
      within(dialog).getByRole('radio', { name: /^Refund it all \(.?\$11\.00\)$/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Offer part of it (once)' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveAccessibleDescription(
      /less than what is left to refund, .?\$11\.00/,
    );
    await userEvent.type(amount, '11');
    await userEvent.tab();
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Answer' }));
    await expect(
      (await within(dialog).findAllByText(/It must be less than what is left to refund/))[0],
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '6');
    await userEvent.tab();
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expectClaimAt(canvasElement, 'Seller’s offer', /The seller offered .?\$6\.00/);
  },
};

/** Open, seen by its buyer before the seller's deadline: no escalating yet; withdrawing asks first. */
export const OpenBuyerWithdraws: Story = {
  ...claimPage(claimAt('open')),
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(within(steps).queryByRole('button', { name: 'Ask Plaza to decide' })).toBeNull();
    await pressEnterOn(within(steps).getByRole('button', { name: 'Withdraw the claim' }));
    const dialog = await waitFor(() =>
      pageOf(canvasElement).getByRole('dialog', { name: 'Withdraw the claim' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the claim' }));
    await expectClaimAt(canvasElement, 'Closed', /Claim withdrawn/);
    await expect(
      within(canvasElement).queryByRole('region', { name: 'What you can do' }),
    ).toBeNull();
  },
};

/** Offered: the buyer takes the seller's $6.00; the claim ends in that partial refund. */
export const OfferedBuyerAccepts: Story = {
  ...claimPage(claimAt('offered', { offer_amount: '6.00' })),
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(canvas.getByText('The buyer’s time to answer')).toBeVisible();
    const steps = await stepsOf(canvasElement);
    await expect(within(steps).getByRole('button', { name: 'Ask Plaza to decide' })).toBeVisible();
    await pressEnterOn(within(steps).getByRole('button', { name: 'Accept $6.00' }));
    const dialog = await waitFor(() =>
      pageOf(canvasElement).getByRole('dialog', { name: 'Accept $6.00' }),
    );
    await expect(dialog).toHaveTextContent('You get $6.00 back and the claim ends.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept $6.00' }));
    await expectClaimAt(canvasElement, 'Closed', /Partial refund of .?\$6\.00/);
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

/** Return requested: the buyer sends the item back with its tracking code. */
export const ReturnRequestedBuyerSends: Story = {
  ...claimPage(claimAt('return_requested')),
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Send the item back', 'Send the item back');
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Send the item back' }));
    await expect((await within(dialog).findAllByText(/This field is required/))[0]).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Tracking code/ }),
      'RR987654321CO',
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Send the item back' }));
    await expectClaimAt(canvasElement, 'Return on its way', /Return sent, tracking/);
    await expect(within(canvasElement).getAllByText('RR987654321CO')[0]).toBeVisible();
  },
};

/** Return sent: the seller has the item back, and the whole sale is refunded. */
export const ReturnSentSellerReceives: Story = {
  ...claimPage(claimAt('return_sent', { return_tracking_code: 'RR987654321CO' }), seller),
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await pressEnterOn(within(steps).getByRole('button', { name: 'I got the item back' }));
    const dialog = await waitFor(() =>
      pageOf(canvasElement).getByRole('dialog', { name: 'I got the item back' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'I got the item back' }));
    await expectClaimAt(canvasElement, 'Closed', /Full refund of .?\$17\.00/);
  },
};

/** Escalated: an administrator decides a partial refund with a note for both. */
export const EscalatedAdminDecides: Story = {
  ...claimPage(claimAt('escalated', { offer_amount: '3.00' }), admin),
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Decide', 'Decide claim 5');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.tab();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note for the buyer/ }),
      'The photos show the damage.',
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Decide' }));
    await expectClaimAt(canvasElement, 'Closed', /Partial refund of .?\$10\.00/);
    await expect(within(canvasElement).getByText('The photos show the damage.')).toBeVisible();
  },
};

/** The sale's conversation on the claim, which an administrator only reads before escalation. */
const conversationOf = async (canvasElement: HTMLElement, name: string) =>
  (await shownScreen(canvasElement)).findByRole('region', { name: `Conversation with ${name}` });

/** Escalated: the administrator writes in the sale's conversation, with both parties. */
export const EscalatedAdminWrites: Story = {
  ...claimPage(claimAt('escalated'), admin),
  play: async ({ canvasElement }) => {
    const thread = await conversationOf(canvasElement, 'pablo_r and maria_g');
    await expect(within(thread).getAllByText('Buyer').length).toBeGreaterThan(0);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Your message'));
    await userEvent.keyboard('Please send a photo of the box.');
    await pressEnterOn(canvas.getByRole('button', { name: 'Send' }));
    await within(thread).findByText('Please send a photo of the box.');
  },
};

/** Open: an administrator reads the conversation, and the composer says why they cannot write. */
export const OpenAdminReads: Story = {
  ...claimPage(claimAt('open'), admin),
  play: async ({ canvasElement }) => {
    const thread = await conversationOf(canvasElement, 'pablo_r and maria_g');
    await expect(within(thread).getByText('La taza llegó con el asa rota.')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Administrators write here only once the claim is escalated to them.'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Your message')).toBeNull();
  },
};

/** Escalated with nothing of the sale left to refund: the administrator may only reject it. */
export const EscalatedNothingLeft: Story = {
  ...claimPage(claimAt('escalated', { refundable: '0.00' }), admin),
  play: async ({ canvasElement }) => {
    const dialog = await openStep(canvasElement, 'Decide', 'Decide claim 5');
    const choices = within(dialog).getAllByRole('radio');
    await expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['rejected']);
  },
};

/** Resolved: what the buyer reads once it is over; no step is left. */
export const ResolvedBuyerReads: Story = {
  ...claimPage(
    claimAt('resolved', {
      offer_amount: '6.00',
      outcome: 'refund_partial',
      refund_amount: '6.00',
      refund: { amount: '6.00', status: 'pending', created_at: on(30) },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expectClaimAt(canvasElement, 'Closed', /Partial refund of .?\$6\.00/);
    await expect(canvas.queryByRole('region', { name: 'What you can do' })).toBeNull();
    // Where the money stands, in words; paying it back is no buyer's business.
    await expect(canvas.getByText('On its way back to the buyer')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Refund to pay back by hand' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Purchase 36' })).toHaveAttribute(
      'href',
      '/purchases/36',
    );
  },
};

/** A bank transfer's claim refunded in full: an administrator pays it back by hand and says so. */
const paidByTransfer = claimAt('resolved', {
  outcome: 'refund_full',
  refund_amount: '17.00',
  refund: { amount: '17.00', status: 'manual', created_at: on(30) },
});

/** Resolved with a manual refund: the administrator marks it paid back, after a confirmation. */
export const ResolvedAdminPaysBack: Story = {
  ...claimPage(paidByTransfer, admin),
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(canvas.getByText('Plaza pays it back by bank transfer')).toBeVisible();
    const payBack = await canvas.findByRole('region', { name: 'Refund to pay back by hand' });
    await expect(payBack).toHaveTextContent(
      /paid by bank transfer: pay .?\$17\.00 back to pablo_r by hand/,
    );
    await pressEnterOn(within(payBack).getByRole('button', { name: 'Mark refund paid back' }));
    const dialog = await settledDialog(canvasElement, 'Mark refund paid back');
    await expect(dialog).toHaveTextContent(/Confirm that .?\$17\.00 was paid back to pablo_r/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refund paid back' }));
    await expectToast(canvasElement, 'Refund marked paid back');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Refund to pay back by hand' })).toBeNull(),
    );
    await expect(canvas.getByText('Paid back to the buyer')).toBeVisible();
  },
};

/** The queue says how many claims' refunds wait to be paid back by hand, and lists them. */
export const AdminQueueRefundsToPayBack: Story = {
  ...screenAt({ path: '/admin/claims/', user: admin, answers: claimAnswers(paidByTransfer) }),
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(
      await canvas.findByText(
        '1 claim refund by bank transfer waits for you to pay it back by hand.',
      ),
    ).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Show refunds to pay back' }));
    await expect(
      await canvas.findByText(
        'Claims whose refund by bank transfer waits for you to pay it back by hand.',
      ),
    ).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Claims' });
    await expect(within(table).getByRole('link', { name: 'Claim 5' })).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Show every claim' }));
    await expect(
      await canvas.findByRole('button', { name: 'Show refunds to pay back' }),
    ).toBeVisible();
  },
};

/** The administrators' queue: filtered to escalated claims, one decided from its row. */
export const AdminQueue: Story = {
  ...screenAt({
    path: '/admin/claims/',
    user: admin,
    answers: claimAnswers(claimAt('escalated')),
  }),
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await chooseInSelect(canvasElement, 'Status', 'Plaza decides');
    const table = await canvas.findByRole('grid', { name: 'Claims' });
    await chooseRowAction(table, 'Claim 5', 'Decide');
    const dialog = await settledDialog(canvasElement, 'Decide claim 5');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reject the claim' }));
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Decide' }));
    await expectToast(canvasElement, 'Decision saved');
    // The filter keeps escalated claims: the decided one leaves the list.
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Claim 5/ })).toBeNull());
  },
};

/** A sent purchase: "I have a problem" opens the form, which asks for a reason, then the claim. */
export const ProblemOnPurchase: Story = {
  ...screenAt({
    path: '/purchases/36',
    user: buyer,
    answers: () => ({
      ...claimAnswers(claimAt('open'))(),
      'GET marketplace/products-purchase/:id/': claimedPurchase,
      'GET marketplace/products-sales/:id/messages/': { ...onePage([]), unread_count: 0 },
      'POST marketplace/products-sales/:id/claim/': claimAt('open'),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await pressEnterOn(await canvas.findByRole('button', { name: 'I have a problem' }));
    const dialog = await settledDialog(canvasElement, 'Tell the problem');
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Open the claim' }));
    await expect(within(dialog).getByRole('radiogroup', { name: /What happened/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It arrived damaged' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Tell the seller/ }),
      'The handle is broken.',
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: 'Open the claim' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Claim 5' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A purchase whose claim was resolved: the claim stays linked, and another may be opened. */
export const ProblemAgainOnPurchase: Story = {
  ...screenAt({
    path: '/purchases/36',
    user: buyer,
    answers: () => ({
      ...claimAnswers(claimAt('resolved', { outcome: 'refund_partial', refund_amount: '6.00' }))(),
      'GET marketplace/products-purchase/:id/': {
        ...claimedPurchase,
        items: claimedPurchase.items.map((item) => ({
          ...item,
          claim: { id: 5, status: 'resolved' as const },
        })),
      },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See the claim' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have a problem' })).toBeVisible();
  },
};

export const TestLightLtr: Story = {
  ...onPageAs('lightLtr', claimPage(claimAt('offered', { offer_amount: '6.00' }))),
  tags: ['!autodocs', 'visual'],
};
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
