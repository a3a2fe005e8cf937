import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeRecords, FakeSession } from './records.js';
import type { FakeWebhooks } from './webhooks.js';

/*
 * Stripe's payment page, as small as a browser journey needs: the session's lines and total, and two
 * buttons. "Pay" pays the session, sends `checkout.session.completed` and goes back to
 * `success_url`; "Decline" is a declined card, which leaves the session open, and goes back to
 * `cancel_url`. Each URL gets the session's id in place of `{CHECKOUT_SESSION_ID}`, as Stripe does.
 */

/**
 * When "Pay" sends its webhook: answered before the browser is sent back, sent as it is sent back
 * (the return races the webhook), or never (a lost webhook).
 */
export type PageWebhookTiming = 'before_redirect' | 'racing_redirect' | 'never';

export interface FakePageContext {
  records: FakeRecords;
  webhooks: FakeWebhooks;
  pageWebhook: () => PageWebhookTiming;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const money = (minor: number, currency: string) =>
  `${currency.toUpperCase()} ${(minor / 100).toFixed(2)}`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function checkoutPage(session: FakeSession) {
  const lines = session.lineItems
    .map(
      (line) =>
        `<li>${escapeHtml(line.name)} × ${line.quantity}: ${money(line.unitAmount * line.quantity, session.currency)}</li>`,
    )
    .join('');
  return page(
    'Fake Stripe Checkout',
    `<ul>${lines}</ul><p>Total: ${money(session.amountTotal, session.currency)}</p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/decline"><button type="submit">Decline</button></form>`,
  );
}

const closedPage = (reply: FastifyReply, session: FakeSession | undefined) =>
  reply
    .code(session ? 409 : 404)
    .type('text/html; charset=utf-8')
    .send(page('Fake Stripe Checkout', `<p>This checkout is ${session?.status ?? 'unknown'}.</p>`));

const backTo = (url: string, session: FakeSession) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export function registerHostedPage(app: FastifyInstance, context: FakePageContext) {
  const { records, webhooks } = context;

  app.get<{ Params: { id: string } }>('/pay/:id', (request, reply) => {
    const session = records.session(request.params.id);
    if (session?.status !== 'open') return closedPage(reply, session);
    return reply.type('text/html; charset=utf-8').send(checkoutPage(session));
  });

  app.post<{ Params: { id: string } }>('/pay/:id/pay', async (request, reply) => {
    const session = records.session(request.params.id);
    if (session?.status !== 'open') return closedPage(reply, session);
    records.pay(session.id);
    webhooks.happened(session.id, 'checkout.session.completed');
    const timing = context.pageWebhook();
    if (timing === 'before_redirect' && webhooks.url) {
      await webhooks.deliver(session.id, 'checkout.session.completed');
    }
    if (timing === 'racing_redirect' && webhooks.url) {
      void webhooks.deliver(session.id, 'checkout.session.completed');
    }
    return reply.redirect(backTo(session.successUrl, session), 303);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/decline', (request, reply) => {
    const session = records.session(request.params.id);
    if (session?.status !== 'open') return closedPage(reply, session);
    return reply.redirect(backTo(session.cancelUrl || session.successUrl, session), 303);
  });
}
