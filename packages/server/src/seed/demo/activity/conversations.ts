import type { DemoUserName } from '../create-sellers.js';

/*
 * What demo users wrote: reviews of items they received, questions to sellers, support tickets.
 * `daysAgo` dates each (backdate.ts); products are named as in the demo catalogue.
 */

/** A buyer's review of a product they received in a demo purchase, and the seller's reply. */
export interface DemoReview {
  product: string;
  rating: number;
  comment: string;
  reply?: string;
}

export const demoReviews: readonly DemoReview[] = [
  {
    product: 'Audífonos inalámbricos Brisa con cancelación de ruido',
    rating: 5,
    comment: 'Cancelan muy bien el ruido del bus y la batería dura toda la semana.',
    reply: '¡Gracias, Diego! Nos alegra que te acompañen en los viajes.',
  },
  {
    product: 'Camisa de lino Caribe manga larga',
    rating: 4,
    comment: 'Fresca y bien cosida. La talla es un poco grande.',
    reply: 'Gracias por contarnos: ya añadimos la tabla de medidas a la descripción.',
  },
  {
    product: 'Carpa Refugio para dos personas',
    rating: 5,
    comment: 'Resistió una noche de lluvia en el páramo sin una gota adentro.',
  },
  {
    product: 'Finanzas personales sin miedo (libro digital)',
    rating: 5,
    comment: 'Claro y sin tecnicismos: por fin llevo un presupuesto cada mes.',
    reply: '¡Qué alegría, Sofía! El capítulo del ahorro es nuestro favorito.',
  },
  {
    product: 'Cafetera de émbolo Montaña de 1 litro',
    rating: 4,
    comment: 'Hace un café delicioso. El filtro cuesta un poco limpiarlo.',
  },
  {
    product: 'Rompecabezas de madera Mapa de América',
    rating: 5,
    comment: 'A mis sobrinos les encantó, las piezas son gruesas y bonitas.',
    reply: 'Gracias, Aurora: cada mapa lo pintamos a mano.',
  },
  {
    product: 'Guitarra acústica Serenata de cedro',
    rating: 5,
    comment: 'Suena cálida y llegó afinada y muy bien embalada.',
  },
  {
    product: 'Jabón artesanal de café y panela',
    rating: 3,
    comment: 'Huele rico, pero se gasta rápido.',
    reply: 'Gracias por el comentario. Guárdalo seco entre usos y te durará más.',
  },
  {
    product: 'Lámpara de escritorio LED Faro con carga inalámbrica',
    rating: 4,
    comment: 'Buena luz para leer; la carga inalámbrica es algo lenta.',
  },
  {
    product: 'Botella térmica Sendero de 750 ml',
    rating: 5,
    comment: 'El agua sigue fría después de toda una caminata.',
  },
  {
    product: 'Telar de mesa de madera',
    rating: 4,
    comment: 'Firme y fácil de armar; el peine podría ser un poco más fino.',
  },
  {
    product: 'Mochila wayuu tejida a mano',
    rating: 5,
    comment: 'Preciosa, los colores son aún más vivos que en la foto.',
    reply: 'La tejió Rosa, de Uribia: le contaremos que te gustó.',
  },
  {
    product: 'Manta tejida a mano Páramo',
    rating: 5,
    comment: 'Abriga muchísimo y es suave. Vale cada peso.',
  },
];

/** A question to the seller of a product, and their answer when they gave one. */
export interface DemoQuestion {
  asker: DemoUserName;
  product: string;
  question: string;
  answer?: string;
  daysAgo: number;
}

export const demoQuestions: readonly DemoQuestion[] = [
  {
    asker: 'sofia_lectora',
    product: 'Reloj inteligente Pulso S2',
    question: '¿Es compatible con iPhone?',
    answer: 'Sí, funciona con iPhone y con Android mediante la aplicación Pulso.',
    daysAgo: 40,
  },
  {
    asker: 'diego_viajero',
    product: 'Chaqueta impermeable Llovizna',
    question: '¿Qué tallas tienen disponibles?',
    answer: 'De la S a la XL; la M mide 72 cm de largo.',
    daysAgo: 27,
  },
  {
    asker: 'elena_hogar',
    product: 'Bastones de trekking plegables de carbono',
    question: '¿Cuánto pesa cada bastón?',
    answer: 'Unos 210 gramos cada uno, con las puntas de goma puestas.',
    daysAgo: 20,
  },
  {
    asker: 'tienda_aurora',
    product: 'Parqués de madera para seis jugadores',
    question: '¿Incluye las fichas y los dados?',
    answer: 'Sí: 24 fichas de madera, dos dados y el cubilete.',
    daysAgo: 14,
  },
  {
    asker: 'casa_del_ritmo',
    product: 'Programación web para principiantes',
    question: '¿El curso da un certificado al terminarlo?',
    answer: 'Sí, al completar todas las lecciones puedes descargarlo.',
    daysAgo: 9,
  },
  {
    asker: 'moda_bahia',
    product: 'Curso de guitarra: acordes y ritmos latinos',
    question: '¿Sirve también para guitarra eléctrica?',
    daysAgo: 3,
  },
  {
    asker: 'cumbre_deportes',
    product: 'Juego de cuchillos de cocina Filo con bloque de bambú',
    question: '¿Se pueden lavar en el lavavajillas?',
    daysAgo: 2,
  },
  {
    asker: 'diego_viajero',
    product: 'Telar de mesa de madera',
    question: '¿Viene con hilos para empezar?',
    answer: 'Sí: trae tres madejas de algodón y una lanzadera.',
    daysAgo: 1,
  },
];

/** A support ticket, and the administrator's answer when there is one. */
export interface DemoTicket {
  author: DemoUserName;
  subject: string;
  information: string;
  answer?: string;
  daysAgo: number;
}

export const demoTickets: readonly DemoTicket[] = [
  {
    author: 'tienda_aurora',
    subject: '¿Cuándo llega mi retiro?',
    information: 'Pedí un retiro a mi cuenta de ahorros y quisiera saber cuánto tarda.',
    answer: 'Los retiros se pagan en uno a tres días hábiles después de aprobarse.',
    daysAgo: 12,
  },
  {
    author: 'moda_bahia',
    subject: 'Cambiar la foto de un producto',
    information: '¿Puedo cambiar las fotos de un producto que ya está aprobado?',
    answer: 'Sí: edita el producto y vuelve a enviarlo; lo revisamos de nuevo.',
    daysAgo: 20,
  },
  {
    author: 'cumbre_deportes',
    subject: 'Comisiones de mi red',
    information: '¿En qué momento se acreditan las comisiones de los niveles de mi red?',
    daysAgo: 4,
  },
  {
    author: 'taller_colibri',
    subject: 'Guía de envío',
    information: 'Envié un pedido pero escribí mal el número de guía. ¿Cómo lo corrijo?',
    answer: 'Escríbenos el número correcto y lo actualizamos por ti.',
    daysAgo: 6,
  },
  {
    author: 'aula_abierta',
    subject: 'Archivo de un curso digital',
    information: 'Quiero subir una versión nueva del archivo de mi curso. ¿Los compradores la ven?',
    daysAgo: 2,
  },
  {
    author: 'casa_del_ritmo',
    subject: 'Factura de una venta',
    information: '¿Plaza emite la factura de mis ventas o debo hacerla yo?',
    answer: 'Cada vendedor factura sus ventas; Plaza te envía el detalle de la comisión.',
    daysAgo: 30,
  },
  {
    author: 'elena_hogar',
    subject: 'Transferencia sin confirmar',
    information: 'Hice la transferencia de mi compra ayer y aún aparece pendiente.',
    daysAgo: 1,
  },
];
