import type {
  Claim,
  DecideClaimBody,
  Message,
  MessageBody,
  RespondClaimBody,
  ReturnSentBody,
} from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageId } from '../../app/src/i18n/messages';
import { toCents } from '../../app/src/lib/money';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settledDialog } from '../play/dialog.js';
import { expectToast, pageOf } from '../play/overlay.js';
import { appMoneyIn, appWordsIn, asTextQuery, type AppWords } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { chooseInSelect, chooseMenuAction } from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage, onPageAs } from '../ui/support/SchemeMatrix.js';
import { inSampleLanguage, sampleLanguage } from '../ui/support/sample-language.js';
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

/** The toolbar's locale, which a play's words follow. */
interface Context {
  globals: { locale?: unknown };
}

/**
 * What a claim's play reads, in the story's toolbar language: the app's words, and an amount of
 * the fixtures ('17.00') as the screen writes it.
 */
function wordsIn(context: Context) {
  const t = appWordsIn(context);
  const money = appMoneyIn(context);
  return { t, amount: (amount: string) => money(toCents(amount)) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

/**
 * The app's message `id` with `values` as a pattern: each value may come isolated for bidi (as
 * the screen shows amounts and durations), and any space may be a no-break one.
 */
function saying(t: AppWords, id: MessageId, values: Record<string, string> = {}): RegExp {
  const keys = Object.keys(values);
  const marked = t(id, Object.fromEntries(keys.map((key, index) => [key, `\ue000${index}\ue000`])));
  return new RegExp(
    escaped(marked).replace(/\ue000(\d+)\ue000/g, (_, index: string) => {
      return `.?${escaped(values[keys[Number(index)]!]!)}.?`;
    }),
  );
}

/** The steps' card, once the claim has come. */
const stepsOf = async (canvasElement: HTMLElement, t: AppWords) =>
  (await shownScreen(canvasElement)).findByRole('region', { name: t('claims.steps') });

/** Presses `button` in the steps' card, by keyboard; gives the dialog `dialog` it opens. */
async function openStep(canvasElement: HTMLElement, t: AppWords, button: string, dialog: string) {
  const steps = await stepsOf(canvasElement, t);
  await pressEnterOn(within(steps).getByRole('button', { name: button }));
  return settledDialog(canvasElement, dialog);
}

/** The claim's status badge and its timeline's current step once a step has been taken. */
async function expectClaimAt(
  canvasElement: HTMLElement,
  t: AppWords,
  status: string,
  current: RegExp,
) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByText(status).length).toBeGreaterThan(0));
  const history = canvas.getByRole('list', { name: t('claims.timeline.title') });
  await expect(within(history).getByText(current).closest('li')).toHaveAttribute(
    'aria-current',
    'step',
  );
}

const meta = {
  title: 'Screens/Claims',
  tags: ['!autodocs'],
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t, amount } = wordsIn({ globals });
    const twoDays = new Intl.NumberFormat(sampleLanguage({ globals }), {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    }).format(2);
    await expect(canvas.getByText(t('claims.deadline.seller'))).toBeVisible();
    await expect(
      canvas.getByText(saying(t, 'claims.deadline.left', { duration: twoDays })),
    ).toBeVisible();
    const dialog = await openStep(canvasElement, t, t('claims.respond'), t('claims.respondTitle'));
    const left = amount('11.00');
    await expect(
      within(dialog).getByRole('radio', {
        name: t('claims.response.refund_full', { total: left }),
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('claims.response.offer_partial') }),
    );
    const field = within(dialog).getByRole('textbox', { name: new RegExp(t('claims.amount')) });
    await expect(field).toHaveAccessibleDescription(
      saying(t, 'claims.amountHelpRefundable', { amount: left }),
    );
    await userEvent.type(field, '11');
    await userEvent.tab();
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.respond') }));
    await expect(
      (await within(dialog).findAllByText(t('claims.amountUnderRefundable')))[0],
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.tab();
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.respond') }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.offered'),
      saying(t, 'claims.timeline.offered', { amount: amount('6.00') }),
    );
  },
};

/** Open, seen by its buyer before the seller's deadline: no escalating yet; withdrawing asks first. */
export const OpenBuyerWithdraws: Story = {
  ...claimPage(claimAt('open')),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsIn({ globals });
    const steps = await stepsOf(canvasElement, t);
    await expect(within(steps).queryByRole('button', { name: t('claims.escalate') })).toBeNull();
    await pressEnterOn(within(steps).getByRole('button', { name: t('claims.withdraw') }));
    const dialog = await waitFor(() =>
      pageOf(canvasElement).getByRole('dialog', { name: t('claims.withdraw') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('claims.withdraw') }));
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.resolved'),
      saying(t, 'claims.timeline.withdrawn'),
    );
    await expect(
      within(canvasElement).queryByRole('region', { name: t('claims.steps') }),
    ).toBeNull();
  },
};

/** Offered: the buyer takes the seller's $6.00; the claim ends in that partial refund. */
export const OfferedBuyerAccepts: Story = {
  ...claimPage(claimAt('offered', { offer_amount: '6.00' })),
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t, amount } = wordsIn({ globals });
    const accept = t('claims.acceptOffer', { amount: amount('6.00') });
    await expect(canvas.getByText(t('claims.deadline.buyer'))).toBeVisible();
    const steps = await stepsOf(canvasElement, t);
    await expect(within(steps).getByRole('button', { name: t('claims.escalate') })).toBeVisible();
    await pressEnterOn(within(steps).getByRole('button', { name: accept }));
    const dialog = await waitFor(() => pageOf(canvasElement).getByRole('dialog', { name: accept }));
    await expect(dialog).toHaveTextContent(
      asTextQuery(t('claims.acceptOfferBody', { amount: amount('6.00') })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: accept }));
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.resolved'),
      saying(t, 'claims.timeline.refundPartial', { amount: amount('6.00') }),
    );
    await expect(canvas.getByText(t('claims.facts.refund'))).toBeVisible();
  },
};

/** Return requested: the buyer sends the item back with its tracking code. */
export const ReturnRequestedBuyerSends: Story = {
  ...claimPage(claimAt('return_requested')),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsIn({ globals });
    const send = t('claims.sendReturn');
    const dialog = await openStep(canvasElement, t, send, send);
    await pressEnterOn(within(dialog).getByRole('button', { name: send }));
    await expect((await within(dialog).findAllByText(t('form.error.required')))[0]).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('claims.trackingCode')) }),
      'RR987654321CO',
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: send }));
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.return_sent'),
      saying(t, 'claims.timeline.returnSent', { code: 'RR987654321CO' }),
    );
    await expect(within(canvasElement).getAllByText('RR987654321CO')[0]).toBeVisible();
  },
};

/** Return sent: the seller has the item back, and the whole sale is refunded. */
export const ReturnSentSellerReceives: Story = {
  ...claimPage(claimAt('return_sent', { return_tracking_code: 'RR987654321CO' }), seller),
  play: async ({ canvasElement, globals }) => {
    const { t, amount } = wordsIn({ globals });
    const received = t('claims.returnReceived');
    const steps = await stepsOf(canvasElement, t);
    await pressEnterOn(within(steps).getByRole('button', { name: received }));
    const dialog = await waitFor(() =>
      pageOf(canvasElement).getByRole('dialog', { name: received }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: received }));
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.resolved'),
      saying(t, 'claims.timeline.refundFull', { amount: amount('17.00') }),
    );
  },
};

/** Escalated: an administrator decides a partial refund with a note for both. */
export const EscalatedAdminDecides: Story = {
  ...claimPage(claimAt('escalated', { offer_amount: '3.00' }), admin),
  play: async ({ canvasElement, globals }) => {
    const { t, amount } = wordsIn({ globals });
    const note = inSampleLanguage(
      { globals },
      { es: 'Las fotos muestran el daño.', en: 'The photos show the damage.' },
    );
    const dialog = await openStep(
      canvasElement,
      t,
      t('claims.decide'),
      t('claims.decideTitle', { id: 5 }),
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('claims.decision.refund_partial') }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('claims.amount')) }),
      '10',
    );
    await userEvent.tab();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('claims.note')) }),
      note,
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.decide') }));
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.resolved'),
      saying(t, 'claims.timeline.refundPartial', { amount: amount('10.00') }),
    );
    await expect(within(canvasElement).getByText(note)).toBeVisible();
  },
};

/** The sale's conversation on the claim, which an administrator reads with both its parties. */
async function conversationOf(canvasElement: HTMLElement, context: Context) {
  const { buyer: claimant, seller: other } = claimAt('open');
  const parties = new Intl.ListFormat(sampleLanguage(context), { type: 'conjunction' }).format([
    claimant.username,
    other.username,
  ]);
  return (await shownScreen(canvasElement)).findByRole('region', {
    name: appWordsIn(context)('conversation.title', { name: parties }),
  });
}

/** Escalated: the administrator writes in the sale's conversation, with both parties. */
export const EscalatedAdminWrites: Story = {
  ...claimPage(claimAt('escalated'), admin),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsIn({ globals });
    const written = inSampleLanguage(
      { globals },
      { es: 'Por favor, manden una foto de la caja.', en: 'Please send a photo of the box.' },
    );
    const thread = await conversationOf(canvasElement, { globals });
    await expect(within(thread).getAllByText(t('conversation.role.buyer')).length).toBeGreaterThan(
      0,
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(t('conversation.label')));
    await userEvent.keyboard(written);
    await pressEnterOn(canvas.getByRole('button', { name: t('conversation.send') }));
    await within(thread).findByText(written);
  },
};

/** Open: an administrator reads the conversation, and the composer says why they cannot write. */
export const OpenAdminReads: Story = {
  ...claimPage(claimAt('open'), admin),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsIn({ globals });
    const thread = await conversationOf(canvasElement, { globals });
    // The buyer's first message, as the fixture has it.
    const first = claimConversation.at(-1)!.text!;
    await expect(within(thread).getByText(first)).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('claims.conversation.readOnly'))).toBeVisible();
    await expect(canvas.queryByLabelText(t('conversation.label'))).toBeNull();
  },
};

/** Escalated with nothing of the sale left to refund: the administrator may only reject it. */
export const EscalatedNothingLeft: Story = {
  ...claimPage(claimAt('escalated', { refundable: '0.00' }), admin),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsIn({ globals });
    const dialog = await openStep(
      canvasElement,
      t,
      t('claims.decide'),
      t('claims.decideTitle', { id: 5 }),
    );
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t, amount } = wordsIn({ globals });
    await expectClaimAt(
      canvasElement,
      t,
      t('claims.status.resolved'),
      saying(t, 'claims.timeline.refundPartial', { amount: amount('6.00') }),
    );
    await expect(canvas.queryByRole('region', { name: t('claims.steps') })).toBeNull();
    // Where the money stands, in words; paying it back is no buyer's business.
    await expect(canvas.getByText(t('claims.refundStatus.pending'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('claims.refundPaid.title') })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('claims.facts.purchaseLink', { id: 36 }) }),
    ).toHaveAttribute('href', '/purchases/36');
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t, amount } = wordsIn({ globals });
    const mark = t('claims.refundPaid.mark');
    const owed = { amount: amount('17.00'), buyer: paidByTransfer.buyer.username };
    await expect(canvas.getByText(t('claims.refundStatus.manual'))).toBeVisible();
    const payBack = await canvas.findByRole('region', { name: t('claims.refundPaid.title') });
    await expect(payBack).toHaveTextContent(saying(t, 'claims.refundPaid.manual', owed));
    await pressEnterOn(within(payBack).getByRole('button', { name: mark }));
    const dialog = await settledDialog(canvasElement, mark);
    await expect(dialog).toHaveTextContent(
      saying(t, 'claims.refundPaid.confirm', { ...owed, id: String(paidByTransfer.id) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: mark }));
    await expectToast(canvasElement, t('claims.refundPaid.done'));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: t('claims.refundPaid.title') })).toBeNull(),
    );
    await expect(canvas.getByText(t('claims.refundStatus.succeeded'))).toBeVisible();
  },
};

/** The queue says how many claims' refunds wait to be paid back by hand, and lists them. */
export const AdminQueueRefundsToPayBack: Story = {
  ...screenAt({ path: '/admin/claims/', user: admin, answers: claimAnswers(paidByTransfer) }),
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t } = wordsIn({ globals });
    await expect(
      await canvas.findByText(t('adminClaims.waitingManual', { count: 1 })),
    ).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: t('adminClaims.showManualRefunds') }));
    await expect(await canvas.findByText(t('adminClaims.shownManualRefunds'))).toBeVisible();
    const table = await canvas.findByRole('grid', { name: t('admin.claims.title') });
    await expect(
      within(table).getByRole('link', { name: t('claims.title', { id: 5 }) }),
    ).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: t('adminClaims.showAll') }));
    await expect(
      await canvas.findByRole('button', { name: t('adminClaims.showManualRefunds') }),
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t } = wordsIn({ globals });
    const claim = t('claims.title', { id: 5 });
    await chooseInSelect(canvasElement, t('adminClaims.status'), t('claims.status.escalated'));
    const table = await canvas.findByRole('grid', { name: t('admin.claims.title') });
    await chooseMenuAction(table, t('admin.actionsFor', { name: claim }), t('claims.decide'));
    const dialog = await settledDialog(canvasElement, t('claims.decideTitle', { id: 5 }));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: t('claims.decision.rejected') }),
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.decide') }));
    await expectToast(canvasElement, t('claims.decided'));
    // The filter keeps escalated claims: the decided one leaves the list.
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: new RegExp(claim) })).toBeNull(),
    );
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t } = wordsIn({ globals });
    await pressEnterOn(await canvas.findByRole('button', { name: t('claims.problem') }));
    const dialog = await settledDialog(canvasElement, t('claims.openTitle'));
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.open') }));
    await expect(
      within(dialog).getByRole('radiogroup', { name: new RegExp(t('claims.reason')) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('radio', { name: t('claims.reason.damaged') }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('claims.text')) }),
      inSampleLanguage({ globals }, { es: 'El asa está rota.', en: 'The handle is broken.' }),
    );
    await pressEnterOn(within(dialog).getByRole('button', { name: t('claims.open') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('claims.title', { id: 5 }) },
        { timeout: 10_000 },
      ),
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const { t } = wordsIn({ globals });
    await expect(canvas.getByRole('link', { name: t('claims.see') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('claims.problem') })).toBeVisible();
  },
};

export const TestLightLtr: Story = {
  ...onPageAs('lightLtr', claimPage(claimAt('offered', { offer_amount: '6.00' }))),
  tags: ['!autodocs', 'visual'],
};
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
