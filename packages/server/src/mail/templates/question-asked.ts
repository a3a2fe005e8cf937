import { mail, type Template } from './layout.js';

/** To a seller, when someone asks about one of their products. */
export const questionAsked: Template<{
  username: string;
  product: string;
  asker: string;
  question: string;
}> = {
  es: ({ username, product, asker, question }) =>
    mail(`Nueva pregunta sobre «${product}»`, [
      `Hola, ${username}. ${asker} preguntó sobre «${product}»:`,
      question,
      'Puedes responderle una vez, desde la página del producto o desde Mis productos.',
    ]),
  en: ({ username, product, asker, question }) =>
    mail(`A new question about "${product}"`, [
      `Hello, ${username}. ${asker} asked about "${product}":`,
      question,
      'You can answer it once, from the product’s page or from My products.',
    ]),
};
