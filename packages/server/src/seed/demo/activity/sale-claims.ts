import type { ClaimReason } from '@plaza/api';

/*
 * The demo's claims (docs/api.md, "After the sale", Claims): one in each status, and the resolved
 * ones with each outcome. Each is about the sale of one product of a demo purchase (purchases.ts),
 * opened while that sale was sent or within CLAIM_WINDOW_DAYS of its receipt; `daysAgo` dates the
 * opening and each step, in fractions of a day, as messages are. A claim still waiting for someone
 * is recent enough that its deadline has not passed (CLAIM_RESPONSE_HOURS for an open one, a week
 * for an offer or a return request), so the deadlines' sweep leaves it where the demo put it.
 *
 * Money: every refund is of a sale still `sent`, which has credited nobody yet, so the ledger holds
 * nothing of it until the purchase is received (and its entries are then written with its credits).
 */

/** One step after the claim opened, as its party takes it through the API. */
export type DemoClaimStep = { daysAgo: number } & (
  | { action: 'refund_full' | 'request_return' | 'accept_offer' | 'escalate' | 'withdraw' }
  | { action: 'offer_partial'; amount: string }
  | { action: 'return_sent'; trackingCode: string }
  | { action: 'decide'; outcome: 'rejected'; note: string }
);

export interface DemoClaim {
  product: string;
  reason: ClaimReason;
  text: string;
  /** A photo of the product as it arrived (demo-photo.ts). */
  photo?: true;
  daysAgo: number;
  steps: readonly DemoClaimStep[];
}

export const demoClaims: readonly DemoClaim[] = [
  {
    // tienda_aurora's maracas, bought by casa_del_ritmo: withdrawn.
    product: 'Maracas de totumo pintadas',
    reason: 'damaged',
    text: 'Una de las dos maracas casi no suena, como si le faltaran semillas.',
    daysAgo: 24.5,
    steps: [{ action: 'withdraw', daysAgo: 24 }],
  },
  {
    // aula_abierta's book, bought by cumbre_deportes: escalated and rejected.
    product: 'La cocina de las abuelas: recetas de la región andina',
    reason: 'not_as_described',
    text: 'La descripción habla de un capítulo de postres y no lo encuentro en el libro.',
    daysAgo: 14.5,
    steps: [
      { action: 'request_return', daysAgo: 14 },
      { action: 'escalate', daysAgo: 13.5 },
      {
        action: 'decide',
        outcome: 'rejected',
        note: 'El libro recibido coincide con la descripción: los postres están en el capítulo 9, «Dulces de olla».',
        daysAgo: 12,
      },
    ],
  },
  {
    // casa_del_ritmo's speaker from tienda_aurora: an offer refused, now with an administrator.
    product: 'Parlante portátil Cumbia Mini',
    reason: 'damaged',
    text: 'El parlante se apaga solo a los pocos minutos, aun con la batería llena.',
    daysAgo: 10.5,
    steps: [
      { action: 'offer_partial', amount: '8.00', daysAgo: 9.8 },
      { action: 'escalate', daysAgo: 9.5 },
    ],
  },
  {
    // sofia_lectora's pots from taller_colibri: a partial refund offered and accepted.
    product: 'Macetas de barro pintadas a mano, set de tres',
    reason: 'damaged',
    text: 'Una de las tres macetas llegó partida por la mitad.',
    photo: true,
    daysAgo: 6.5,
    steps: [
      { action: 'offer_partial', amount: '9.00', daysAgo: 6 },
      { action: 'accept_offer', daysAgo: 5.6 },
    ],
  },
  {
    // elena_hogar's sunscreen from moda_bahia: an offer waiting for the buyer.
    product: 'Protector solar mineral SPF 50',
    reason: 'damaged',
    text: 'Uno de los dos frascos llegó abierto y con el protector regado dentro de la caja.',
    photo: true,
    daysAgo: 4.2,
    steps: [{ action: 'offer_partial', amount: '19.90', daysAgo: 3.6 }],
  },
  {
    // aula_abierta's sketchbooks from taller_colibri: sent back, waiting for the seller.
    product: 'Cuaderno de bocetos cosido a mano',
    reason: 'damaged',
    text: 'Uno de los cuadernos llegó con las hojas húmedas y pegadas.',
    daysAgo: 4,
    steps: [
      { action: 'request_return', daysAgo: 3.7 },
      { action: 'return_sent', trackingCode: 'ENV-0150318', daysAgo: 2.1 },
    ],
  },
  {
    // taller_colibri's book from aula_abierta: refunded in full by the seller.
    product: 'Cuentos para leer bajo la lluvia',
    reason: 'not_as_described',
    text: 'Llegó la edición de bolsillo sin ilustraciones; la de la foto es la ilustrada.',
    daysAgo: 3.5,
    steps: [{ action: 'refund_full', daysAgo: 3.1 }],
  },
  {
    // cumbre_deportes's cajón from casa_del_ritmo: the seller asks for it back.
    product: 'Cajón peruano flamenco con bordonas',
    reason: 'not_as_described',
    text: 'Las bordonas casi no se oyen: no suena como en el video de la descripción.',
    daysAgo: 2.5,
    steps: [{ action: 'request_return', daysAgo: 1.8 }],
  },
  {
    // diego_viajero's ball from cumbre_deportes: open, the seller has not answered yet.
    product: 'Balón de fútbol Clásico talla 5',
    reason: 'not_received',
    text: 'El seguimiento dice que lo entregaron ayer, pero en la portería no recibieron nada.',
    daysAgo: 0.8,
    steps: [],
  },
];
