import type { ClaimOutcome, ClaimStatus } from '@plaza/api';
import { mail, type Template } from './layout.js';

/*
 * A claim's mails (docs/api.md, Claims), beside its notifications: to the seller when it opens, to
 * the party who did not take a step, and to both when it ends. A sale is named by its purchase's
 * number, the one both parties know.
 */

interface ClaimMail {
  username: string;
  purchaseId: number;
}

/** To the seller: their buyer opened a claim about the sale. */
export const claimOpened: Template<ClaimMail> = {
  es: ({ username, purchaseId }) =>
    mail(`Reclamo sobre tu venta #${purchaseId}`, [
      `Hola, ${username}. El comprador de la venta #${purchaseId} abrió un reclamo.`,
      'Respóndele desde la página del reclamo antes de su plazo: puedes reembolsar, ofrecer una parte una vez o pedir la devolución. Si no respondes, el reclamo pasa a Plaza.',
    ]),
  en: ({ username, purchaseId }) =>
    mail(`A claim about your sale #${purchaseId}`, [
      `Hello, ${username}. The buyer of sale #${purchaseId} opened a claim.`,
      'Answer it from the claim’s page before its deadline: you may refund it, offer part of it once or ask for the item back. If you do not answer, the claim goes to Plaza.',
    ]),
};

/** What happened, by the claim's new status, in each language. */
const STEPS: Record<'es' | 'en', Partial<Record<ClaimStatus, string>>> = {
  es: {
    offered: 'El vendedor te ofrece un reembolso parcial. Acéptalo o pide que Plaza decida.',
    return_requested: 'El vendedor pide que le devuelvas el artículo; indica su código de envío.',
    return_sent: 'El comprador te devolvió el artículo. Márcalo recibido cuando llegue.',
    escalated: 'El reclamo pasó a Plaza, que decidirá.',
  },
  en: {
    offered: 'The seller offers you a partial refund. Accept it or ask Plaza to decide.',
    return_requested: 'The seller asks for the item back; give its tracking code.',
    return_sent: 'The buyer sent the item back. Mark it received when it arrives.',
    escalated: 'The claim went to Plaza, which will decide.',
  },
};

/** To the party who did not take the step: the claim's new status. */
export const claimUpdated: Template<ClaimMail & { status: ClaimStatus }> = {
  es: ({ username, purchaseId, status }) =>
    mail(`Novedades del reclamo de la compra #${purchaseId}`, [
      `Hola, ${username}. ${STEPS.es[status] ?? 'El reclamo cambió.'}`,
    ]),
  en: ({ username, purchaseId, status }) =>
    mail(`News on the claim about purchase #${purchaseId}`, [
      `Hello, ${username}. ${STEPS.en[status] ?? 'The claim changed.'}`,
    ]),
};

/** How it ended, by its outcome, with what went back (US dollars), in each language. */
const ENDINGS: Record<'es' | 'en', (refund: string | null) => Record<ClaimOutcome, string>> = {
  es: (refund) => ({
    refund_full: `Terminó con un reembolso total de US$ ${refund}.`,
    refund_partial: `Terminó con un reembolso parcial de US$ ${refund}.`,
    rejected: 'Plaza lo rechazó: no hay reembolso.',
    withdrawn: 'Fue retirado: no hay reembolso.',
  }),
  en: (refund) => ({
    refund_full: `It ended with a full refund of US$ ${refund}.`,
    refund_partial: `It ended with a partial refund of US$ ${refund}.`,
    rejected: 'Plaza rejected it: there is no refund.',
    withdrawn: 'It was withdrawn: there is no refund.',
  }),
};

/** To both parties: how the claim ended, and what went back to the buyer. */
export const claimResolved: Template<ClaimMail & { outcome: ClaimOutcome; refund: string | null }> =
  {
    es: ({ username, purchaseId, outcome, refund }) =>
      mail(`Terminó el reclamo de la compra #${purchaseId}`, [
        `Hola, ${username}. ${ENDINGS.es(refund)[outcome]}`,
      ]),
    en: ({ username, purchaseId, outcome, refund }) =>
      mail(`The claim about purchase #${purchaseId} has ended`, [
        `Hello, ${username}. ${ENDINGS.en(refund)[outcome]}`,
      ]),
  };
