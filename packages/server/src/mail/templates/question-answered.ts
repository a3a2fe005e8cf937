import { mail, type Template } from './layout.js';

/** To the asker, when the seller answers their question. */
export const questionAnswered: Template<{
  username: string;
  product: string;
  question: string;
  answer: string;
}> = {
  es: ({ username, product, question, answer }) =>
    mail(`Respondieron tu pregunta sobre «${product}»`, [
      `Hola, ${username}. El vendedor de «${product}» respondió tu pregunta «${question}»:`,
      answer,
    ]),
  en: ({ username, product, question, answer }) =>
    mail(`Your question about "${product}" was answered`, [
      `Hello, ${username}. The seller of "${product}" answered your question "${question}":`,
      answer,
    ]),
};
