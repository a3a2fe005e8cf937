import type { PurchaseStatus } from '@plaza/api';
import type { DemoUserName } from '../create-sellers.js';

/** One demo purchase: who buys what, how they pay, how far it gets, and how long ago it was made. */
export interface DemoPurchase {
  buyer: DemoUserName;
  /** Demo products by name, with how many units. */
  items: readonly (readonly [name: string, quantity: number])[];
  method: 'card' | 'bank_transfer';
  /** Where it stands once seeded. */
  ends: Exclude<PurchaseStatus, 'refused'>;
  /** How many days ago it was made and paid; its later steps follow (see {@link stepDays}). */
  daysAgo: number;
  /** The courier's code, for sales that are sent. */
  tracking?: string;
}

/**
 * The demo purchases, oldest first (so ids and dates grow together, as the dashboard reads the ledger
 * newest first). Every status is here; each demo seller has sales in at least three and purchases of
 * their own; the received purchases of network products pay commissions up the referral chain
 * (sellers.ts, buyers.ts). The one waiting for payment is made now: its window is still open.
 *
 * Browser journeys (e2e/) build on this shop: `taller_colibri` has no sale waiting to be prepared
 * or sent (checkout.test.ts sees its last one go), and nobody buys, reviews or asks about the
 * watercolours or the photography course (checkout, shopping, reviews and questions journeys count
 * their stock, reviews and questions).
 */
export const demoPurchases: readonly DemoPurchase[] = [
  {
    buyer: 'diego_viajero',
    items: [
      ['Audífonos inalámbricos Brisa con cancelación de ruido', 1],
      ['Camisa de lino Caribe manga larga', 2],
    ],
    method: 'card',
    ends: 'received',
    daysAgo: 150,
    tracking: 'SRV-4410238',
  },
  {
    buyer: 'elena_hogar',
    items: [['Carpa Refugio para dos personas', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 141,
    tracking: 'ENV-0082341',
  },
  {
    buyer: 'sofia_lectora',
    items: [['Finanzas personales sin miedo (libro digital)', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 132,
  },
  {
    buyer: 'moda_bahia',
    items: [['Cafetera de émbolo Montaña de 1 litro', 1]],
    method: 'bank_transfer',
    ends: 'received',
    daysAgo: 118,
    tracking: 'SRV-4415871',
  },
  {
    buyer: 'tienda_aurora',
    items: [['Rompecabezas de madera Mapa de América', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 109,
    tracking: 'INT-7730012',
  },
  {
    buyer: 'diego_viajero',
    items: [['Guitarra acústica Serenata de cedro', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 97,
    tracking: 'ENV-0090417',
  },
  {
    buyer: 'cumbre_deportes',
    items: [['Jabón artesanal de café y panela', 3]],
    method: 'card',
    ends: 'received',
    daysAgo: 88,
    tracking: 'SRV-4420093',
  },
  {
    buyer: 'taller_colibri',
    items: [['Paquete de sonidos Tambores del Pacífico', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 79,
  },
  {
    buyer: 'elena_hogar',
    items: [['Lámpara de escritorio LED Faro con carga inalámbrica', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 71,
    tracking: 'INT-7741155',
  },
  {
    buyer: 'aula_abierta',
    items: [['Botella térmica Sendero de 750 ml', 2]],
    method: 'card',
    ends: 'received',
    daysAgo: 62,
    tracking: 'ENV-0101876',
  },
  {
    buyer: 'casa_del_ritmo',
    items: [['Telar de mesa de madera', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 51,
    tracking: 'SRV-4431720',
  },
  {
    buyer: 'sofia_lectora',
    items: [['Mochila wayuu tejida a mano', 1]],
    method: 'bank_transfer',
    ends: 'received',
    daysAgo: 44,
    tracking: 'INT-7752290',
  },
  {
    buyer: 'diego_viajero',
    items: [['Inglés para viajar en 30 días', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 38,
  },
  {
    buyer: 'elena_hogar',
    items: [['Manta tejida a mano Páramo', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 33,
    tracking: 'ENV-0113358',
  },
  {
    buyer: 'tienda_aurora',
    items: [['Maracas de totumo pintadas', 2]],
    method: 'card',
    ends: 'received',
    daysAgo: 29,
    tracking: 'SRV-4440016',
  },
  {
    buyer: 'moda_bahia',
    items: [['Esterilla de yoga Raíz de caucho natural', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 24,
    tracking: 'INT-7760481',
  },
  {
    buyer: 'moda_bahia',
    items: [['Escribir bien en español: manual práctico (libro digital)', 1]],
    method: 'card',
    ends: 'expired',
    daysAgo: 22,
  },
  {
    buyer: 'cumbre_deportes',
    items: [['La cocina de las abuelas: recetas de la región andina', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 19,
    tracking: 'ENV-0120934',
  },
  {
    buyer: 'tienda_aurora',
    items: [['Bastones de trekking plegables de carbono', 1]],
    method: 'bank_transfer',
    ends: 'cancelled',
    daysAgo: 17,
  },
  {
    buyer: 'casa_del_ritmo',
    items: [['Parlante portátil Cumbia Mini', 1]],
    method: 'card',
    ends: 'received',
    daysAgo: 15,
    tracking: 'SRV-4452207',
  },
  {
    buyer: 'sofia_lectora',
    items: [['Historia de la cumbia en cien canciones', 1]],
    method: 'card',
    ends: 'cancelled',
    daysAgo: 12,
  },
  {
    buyer: 'casa_del_ritmo',
    items: [['Teclado mecánico compacto Tecla 75', 1]],
    method: 'card',
    ends: 'expired',
    daysAgo: 10,
  },
  {
    buyer: 'sofia_lectora',
    items: [['Macetas de barro pintadas a mano, set de tres', 1]],
    method: 'card',
    ends: 'sent',
    daysAgo: 9,
    tracking: 'INT-7769420',
  },
  {
    buyer: 'sofia_lectora',
    items: [['Set de frascos herméticos Despensa', 1]],
    method: 'card',
    ends: 'sent',
    daysAgo: 8,
    tracking: 'INT-7771903',
  },
  {
    buyer: 'elena_hogar',
    items: [['Protector solar mineral SPF 50', 2]],
    method: 'card',
    ends: 'sent',
    daysAgo: 7,
    tracking: 'ENV-0131167',
  },
  {
    buyer: 'diego_viajero',
    items: [['Balón de fútbol Clásico talla 5', 1]],
    method: 'card',
    ends: 'sent',
    daysAgo: 6,
    tracking: 'SRV-4460372',
  },
  {
    buyer: 'aula_abierta',
    items: [['Cuaderno de bocetos cosido a mano', 2]],
    method: 'card',
    ends: 'sent',
    daysAgo: 6,
    tracking: 'INT-7780245',
  },
  {
    buyer: 'taller_colibri',
    items: [['Cuentos para leer bajo la lluvia', 1]],
    method: 'card',
    ends: 'sent',
    daysAgo: 5,
    tracking: 'ENV-0140529',
  },
  {
    buyer: 'cumbre_deportes',
    items: [['Cajón peruano flamenco con bordonas', 1]],
    method: 'bank_transfer',
    ends: 'sent',
    daysAgo: 5,
    tracking: 'SRV-4468810',
  },
  {
    buyer: 'diego_viajero',
    items: [['Cámara web Mirador 2K', 1]],
    method: 'card',
    ends: 'preparing',
    daysAgo: 3,
  },
  {
    buyer: 'tienda_aurora',
    items: [['Tenis de lona Callejero', 1]],
    method: 'card',
    ends: 'preparing',
    daysAgo: 3,
  },
  {
    buyer: 'elena_hogar',
    items: [['Atril plegable de aluminio', 1]],
    method: 'card',
    ends: 'preparing',
    daysAgo: 2,
  },
  {
    buyer: 'sofia_lectora',
    items: [['Cometa de tela Cóndor', 1]],
    method: 'card',
    ends: 'cancelled',
    daysAgo: 2,
  },
  {
    buyer: 'taller_colibri',
    items: [['Casco de ciclismo Viento', 1]],
    method: 'card',
    ends: 'approved',
    daysAgo: 1,
  },
  {
    buyer: 'moda_bahia',
    items: [['Trompo de madera tradicional con cuerda', 2]],
    method: 'bank_transfer',
    ends: 'pending_approval',
    daysAgo: 1,
  },
  {
    buyer: 'elena_hogar',
    items: [['Aves de Colombia: guía de campo ilustrada', 1]],
    method: 'bank_transfer',
    ends: 'pending_approval',
    daysAgo: 1,
  },
  {
    buyer: 'diego_viajero',
    items: [['Aceite facial de rosa mosqueta', 1]],
    method: 'bank_transfer',
    ends: 'pending_payment',
    daysAgo: 0,
  },
];

/** How many days ago a purchase's steps happened: made and paid, sent a day later, received three. */
export function stepDays({ daysAgo, ends }: DemoPurchase) {
  const sent = ends === 'sent' || ends === 'received' ? daysAgo - 1 : daysAgo;
  const received = ends === 'received' ? daysAgo - 3 : sent;
  return { made: daysAgo, sent, last: received };
}

export type StepDays = ReturnType<typeof stepDays>;
