/*
 * What demo buyers and sellers wrote to each other about paid sales (docs/api.md, "After the sale").
 * Each conversation is the sale of one product of a demo purchase (purchases.ts), named as in the
 * demo catalogue; each message is dated by how many days before the seed it was written, in
 * fractions of a day, so a question and its answer a few hours apart keep their order. A message
 * is read by the other party when they next write; the last ones when `readDaysAgo` says, or never.
 */

/** One message: who wrote it, what it says, and whether it carries a photo the writer took. */
export interface DemoMessage {
  from: 'buyer' | 'seller';
  text: string;
  /** A picture of the product as it arrived, drawn like the catalogue's (product-picture.ts). */
  photo?: true;
  daysAgo: number;
}

export interface DemoConversation {
  product: string;
  messages: readonly DemoMessage[];
  /** When the other party read the last messages; unread when left out. */
  readDaysAgo?: number;
}

/**
 * Oldest first. `sofia_lectora` (the first demo buyer) has an unread answer from `tienda_aurora`,
 * and `tienda_aurora` (the first demo seller) an unread question from `diego_viajero`, which also
 * shows the contact filter masking a phone number; `moda_bahia` sent `cumbre_deportes` a photo; and
 * `sofia_lectora`'s wayuu bag was received more than 30 days ago, so its conversation is closed.
 */
export const demoConversations: readonly DemoConversation[] = [
  {
    // sofia_lectora and moda_bahia: received 41 days ago, so closed.
    product: 'Mochila wayuu tejida a mano',
    messages: [
      {
        from: 'buyer',
        text: 'Hola, ¿la mochila trae la correa larga? Me gustaría llevarla cruzada.',
        daysAgo: 43.8,
      },
      {
        from: 'seller',
        text: 'Hola, Sofía. Sí: la correa mide 1,20 m y se puede anudar para acortarla.',
        daysAgo: 43.6,
      },
      {
        from: 'buyer',
        text: 'Ya llegó y es preciosa. ¡Gracias por el empaque tan bonito!',
        daysAgo: 40.7,
      },
      {
        from: 'seller',
        text: 'Gracias a ti. Rosa, la artesana, se alegrará mucho de saberlo.',
        daysAgo: 40.5,
      },
    ],
    readDaysAgo: 40.3,
  },
  {
    // moda_bahia and cumbre_deportes: received 21 days ago, with the buyer's photo.
    product: 'Esterilla de yoga Raíz de caucho natural',
    messages: [
      {
        from: 'buyer',
        text: 'Hola, la esterilla llegó con esta marca en una esquina. ¿Es normal?',
        photo: true,
        daysAgo: 20.8,
      },
      {
        from: 'seller',
        text: 'Hola. Es la marca de la banda con que la enrollamos: se va si la dejas extendida un día. Si no, escríbenos y lo resolvemos.',
        daysAgo: 20.6,
      },
      { from: 'buyer', text: 'Tenías razón, ya no se nota. ¡Gracias!', daysAgo: 19.2 },
    ],
    readDaysAgo: 19,
  },
  {
    // sofia_lectora and tienda_aurora: sent a week ago, the seller's last answer unread.
    product: 'Set de frascos herméticos Despensa',
    messages: [
      {
        from: 'buyer',
        text: 'Hola, ¿los frascos traen etiquetas para marcarlos? Son para un regalo.',
        daysAgo: 7.9,
      },
      {
        from: 'seller',
        text: '¡Hola, Sofía! Sí, cada uno trae su etiqueta de tiza y un marcador. Los envolvemos uno por uno para que lleguen enteros.',
        daysAgo: 7.6,
      },
      { from: 'buyer', text: '¡Perfecto, muchas gracias!', daysAgo: 7.55 },
      {
        from: 'buyer',
        text: 'Hola, el seguimiento no se ha movido en tres días. ¿Saben algo?',
        daysAgo: 2.3,
      },
      {
        from: 'seller',
        text: 'Hablamos con la transportadora: tuvo un retraso en su bodega de Bogotá y te lo entrega mañana en la mañana. Disculpa la espera.',
        daysAgo: 0.2,
      },
    ],
  },
  {
    // elena_hogar and casa_del_ritmo: being prepared; the seller writes first.
    product: 'Atril plegable de aluminio',
    messages: [
      {
        from: 'seller',
        text: 'Hola, Elena. El atril sale mañana: ¿lo dejamos en la portería o lo subimos al apartamento?',
        daysAgo: 1.6,
      },
      { from: 'buyer', text: 'En la portería, por favor. ¡Gracias!', daysAgo: 1.5 },
    ],
    readDaysAgo: 1.3,
  },
  {
    // diego_viajero and tienda_aurora: being prepared, the buyer's last question unread.
    product: 'Cámara web Mirador 2K',
    messages: [
      {
        from: 'buyer',
        text: 'Hola, ¿la cámara funciona en un portátil con Ubuntu? Si la transportadora necesita indicaciones, mi celular es 311 456 7890.',
        daysAgo: 2.9,
      },
      {
        from: 'seller',
        text: 'Hola, Diego. Sí, funciona sin instalar nada en Linux, Windows y macOS. La transportadora usa el teléfono de tu dirección de envío.',
        daysAgo: 2.7,
      },
      {
        from: 'buyer',
        text: '¿Alcanza a salir esta semana? Tengo una entrevista por video el lunes.',
        daysAgo: 0.1,
      },
    ],
  },
];
