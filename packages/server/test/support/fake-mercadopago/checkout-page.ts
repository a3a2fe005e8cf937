import type { FastifyInstance, FastifyReply } from 'fastify';
import { totalOf, type FakePayment, type FakePreference } from './records.js';
import { makePayment, type FakeState } from './state.js';

/*
 * The hosted page a preference's `init_point` opens: what is being bought and its total, and two
 * buttons, Pay and Decline, standing for a card that pays and one that is declined. Either makes a
 * payment, sends its webhook (answered before the buyer moves on, so a test sees the purchase paid
 * the moment the browser is back), and sends the browser to the preference's back URL with the
 * query Mercado Pago adds.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function pageOf(preference: FakePreference): string {
  const expired =
    preference.expires === true &&
    preference.expiration_date_to !== undefined &&
    Date.parse(preference.expiration_date_to) < Date.now();
  const currency = preference.items[0]?.currency_id ?? '';
  const actions = expired
    ? '<p>This payment link has expired.</p>'
    : `<form method="post" action="/checkout/${preference.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${preference.id}/decline"><button type="submit">Decline</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mercado Pago (fake)</title></head>
<body><main><h1>Mercado Pago (fake)</h1>
<ul>${preference.items.map((item) => `<li>${escapeHtml(item.title)}</li>`).join('')}</ul>
<p>Total: ${totalOf(preference)} ${escapeHtml(currency)}</p>
${actions}</main></body></html>`;
}

/** The back URL with what Mercado Pago adds to it on the way back. */
function backUrlOf(base: string, payment: FakePayment): string {
  const url = new URL(base);
  const query: Record<string, string> = {
    collection_id: String(payment.id),
    collection_status: payment.status,
    payment_id: String(payment.id),
    status: payment.status,
    external_reference: payment.external_reference ?? 'null',
    payment_type: 'credit_card',
    merchant_order_id: String(payment.id + 1),
    preference_id: payment.preference_id,
    site_id: 'MLA',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function registerCheckoutPage(app: FastifyInstance, state: FakeState): void {
  // The buttons' forms post no fields; their body is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const preference = state.preferences.get(request.params.id);
    if (!preference) return reply.code(404).type('text/html').send('<p>No such preference</p>');
    return reply.type('text/html; charset=utf-8').send(pageOf(preference));
  });

  const answer = async (reply: FastifyReply, id: string, paid: boolean) => {
    const preference = state.preferences.get(id);
    if (!preference) return reply.code(404).send();
    const payment = await makePayment(state, id, {
      status: paid ? 'approved' : 'rejected',
      deliverWebhook: true,
    });
    const back = paid ? preference.back_urls?.success : preference.back_urls?.failure;
    if (!back)
      return reply.code(400).type('text/html').send('<p>The preference has no back URL</p>');
    return reply.redirect(backUrlOf(back, payment), 302);
  };
  app.post<{ Params: { id: string } }>('/checkout/:id/pay', (request, reply) =>
    answer(reply, request.params.id, true),
  );
  app.post<{ Params: { id: string } }>('/checkout/:id/decline', (request, reply) =>
    answer(reply, request.params.id, false),
  );
}
