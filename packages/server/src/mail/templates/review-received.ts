import { mail, type Template } from './layout.js';

/** To a seller, when a buyer reviews one of their products. */
export const reviewReceived: Template<{
  username: string;
  product: string;
  rating: number;
  author: string;
  comment: string | null;
}> = {
  es: ({ username, product, rating, author, comment }) =>
    mail(`Nueva opinión de «${product}»: ${rating} de 5 estrellas`, [
      `Hola, ${username}. ${author} calificó «${product}» con ${rating} de 5 estrellas.`,
      ...(comment ? [`Su comentario: ${comment}`] : []),
      'Puedes responderle una vez, desde Mis ventas.',
    ]),
  en: ({ username, product, rating, author, comment }) =>
    mail(`New review of "${product}": ${rating} out of 5 stars`, [
      `Hello, ${username}. ${author} rated "${product}" ${rating} out of 5 stars.`,
      ...(comment ? [`Their comment: ${comment}`] : []),
      'You can reply to it once, from My sales.',
    ]),
};
