import {
  CLAIM_OUTCOMES,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationParamsByKind,
} from '@plaza/api';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { wordNotification, wordNotificationIsolated } from './notification-words';

/** One notification of each kind, with the params docs/api.md lists for it. */
const PARAMS: NotificationParamsByKind = {
  sale_made: { purchase_id: 12, sale_id: 7, total: '24.00' },
  purchase_paid: { purchase_id: 12 },
  purchase_sent: { purchase_id: 12, tracking_code: 'TRK-991', seller_count: 2 },
  purchase_received_automatically: { purchase_id: 12 },
  purchase_refused: { purchase_id: 12 },
  purchase_expired: { purchase_id: 12 },
  purchase_payment_refunded: { purchase_id: 12 },
  product_approved: { product_id: 40, product_name: 'Lámpara' },
  product_suspended: { product_id: 40, product_name: 'Lámpara', reason: 'Fotos borrosas' },
  question_asked: { product_id: 40, product_name: 'Lámpara', question_id: 3 },
  question_answered: { product_id: 40, product_name: 'Lámpara', question_id: 3 },
  review_received: { product_id: 40, product_name: 'Lámpara', rating: 4 },
  commission_earned: { amount: '1.50', level: 2 },
  withdrawal_paid: { withdrawal_id: 5, amount: '100.00' },
  withdrawal_rejected: { withdrawal_id: 5, amount: '100.00' },
  ticket_answered: { ticket_id: 9 },
  message_received: { sale_id: 7, purchase_id: 12, from: 'ana_compra' },
  claim_opened: { claim_id: 3, sale_id: 7, purchase_id: 12 },
  claim_updated: { claim_id: 3, sale_id: 7, purchase_id: 12, status: 'offered' },
  claim_resolved: {
    claim_id: 3,
    sale_id: 7,
    purchase_id: 12,
    outcome: 'refund_partial',
    refund_amount: '10.00',
  },
};

/** Params that choose the words rather than being quoted in them. */
const CHOOSING_PARAMS = new Set(['status', 'outcome']);

const notification = <K extends keyof NotificationParamsByKind>(
  kind: K,
  params: NotificationParamsByKind[K],
): Notification => ({
  id: 1,
  kind,
  params,
  link: '/sales',
  read_at: null,
  created_at: '2026-11-26T10:00:00Z',
});

const intls = {
  es: createIntl({
    locale: 'es',
    messages: es,
    onError: (error) => {
      throw error;
    },
  }),
  en: createIntl({
    locale: 'en',
    messages: en,
    onError: (error) => {
      throw error;
    },
  }),
};

describe('notification words', () => {
  it.each(Object.entries(intls))('words every kind in %s, with its params', (_, intl) => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = wordNotification(intl, notification(kind, PARAMS[kind]));
      expect(text, kind).not.toMatch(/[{}]|notifications\./);
      for (const [name, value] of Object.entries(PARAMS[kind])) {
        if (typeof value === 'string' && !/^\d/.test(value) && !CHOOSING_PARAMS.has(name)) {
          expect(text, kind).toContain(value);
        }
      }
    }
  });

  it('formats money in the reader language', () => {
    const sale = notification('sale_made', PARAMS.sale_made);
    expect(wordNotification(intls.en, sale)).toContain('$24.00');
    expect(wordNotification(intls.es, sale)).toMatch(/24,00/);
  });

  it('leaves out a tracking code or a reason there is not', () => {
    const sent = wordNotification(
      intls.en,
      notification('purchase_sent', { purchase_id: 12, tracking_code: null, seller_count: 2 }),
    );
    expect(sent).toBe('Part of your purchase 12 was sent');
    const suspended = wordNotification(
      intls.es,
      notification('product_suspended', { product_id: 40, product_name: 'Lámpara', reason: null }),
    );
    expect(suspended).toBe('Suspendimos Lámpara');
  });

  it('says part of a purchase was sent only when several sellers ship parts of it', () => {
    const sent = (seller_count: number) =>
      notification('purchase_sent', { purchase_id: 12, tracking_code: 'TRK-5', seller_count });
    expect(wordNotification(intls.es, sent(1))).toBe(
      'Tu compra 12 fue enviada (seguimiento: TRK-5)',
    );
    expect(wordNotification(intls.en, sent(1))).toBe('Your purchase 12 was sent (tracking: TRK-5)');
    expect(wordNotification(intls.es, sent(3))).toBe(
      'Enviaron parte de tu compra 12 (seguimiento: TRK-5)',
    );
  });

  it('words each step and each ending of a claim apart, with the refund in money', () => {
    const claim = { claim_id: 3, sale_id: 7, purchase_id: 12 };
    for (const intl of Object.values(intls)) {
      const steps = (['offered', 'return_requested', 'return_sent', 'escalated'] as const).map(
        (status) => wordNotification(intl, notification('claim_updated', { ...claim, status })),
      );
      expect(new Set(steps).size).toBe(steps.length);
      const endings = CLAIM_OUTCOMES.map((outcome) =>
        wordNotification(
          intl,
          notification('claim_resolved', {
            ...claim,
            outcome,
            refund_amount: outcome.startsWith('refund') ? '10.00' : null,
          }),
        ),
      );
      expect(new Set(endings).size).toBe(endings.length);
    }
    const partial = notification('claim_resolved', PARAMS.claim_resolved);
    expect(wordNotification(intls.en, partial)).toContain('$10.00');
  });

  it('calls a sale by its purchase’s number, the one its buyer knows', () => {
    const made = notification('sale_made', { purchase_id: 12, sale_id: 7, total: '24.00' });
    expect(wordNotification(intls.es, made)).toMatch(/prepara la venta 12$/);
    expect(wordNotification(intls.en, made)).toMatch(/prepare sale 12$/);
  });
});

describe('notification words for the page', () => {
  it('puts the user text it quotes in a bdi, and the rest as wordNotification says it', () => {
    const suspended = notification('product_suspended', PARAMS.product_suspended);
    const markup = renderToStaticMarkup(wordNotificationIsolated(intls.es, suspended));
    expect(markup).toBe('Suspendimos <bdi>Lámpara</bdi>: <bdi>Fotos borrosas</bdi>');
    const paid = notification('purchase_paid', PARAMS.purchase_paid);
    expect(renderToStaticMarkup(wordNotificationIsolated(intls.en, paid))).toBe(
      wordNotification(intls.en, paid),
    );
  });
});
