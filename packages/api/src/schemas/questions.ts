import { integer, min, nullable, object, optional, string, type Infer } from 'superstruct';
import { boundedText, booleanFromText } from './form-values.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';

/* Questions to the seller (API.md): public once answered; until then only the seller and the asker see one. */

/** The longest question and the longest answer, in characters. */
export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 1000;

/** How many questions one user may ask in an hour, over every product. */
export const QUESTIONS_PER_HOUR = 20;

export const Question = object({
  id: min(integer(), 1),
  product: object({ id: min(integer(), 1), name: string() }),
  question: string(),
  /** Who asked, as everyone may see them: a username, nothing more. */
  asker: object({ username: string() }),
  /** The seller's one answer, and when; `null` until then. */
  answer: nullable(string()),
  answered_at: nullable(string()),
  created_at: string(),
});
export type Question = Infer<typeof Question>;

export const QuestionPage = paginated(Question);
export type QuestionPage = Infer<typeof QuestionPage>;

/** POST `marketplace/products/{id}/questions/`: someone else's approved product. */
export const QuestionBody = object({
  question: boundedText('question', QUESTION_MAX_LENGTH, { required: true }),
});
export type QuestionBody = Infer<typeof QuestionBody>;

/** POST `marketplace/questions/{id}/answer/`: the product's seller, once. */
export const AnswerBody = object({
  answer: boundedText('answer', ANSWER_MAX_LENGTH, { required: true }),
});
export type AnswerBody = Infer<typeof AnswerBody>;

/** GET `marketplace/products/{id}/questions/`. */
export const ProductQuestionsQuery = object({ ...pageQuery });
export type ProductQuestionsQuery = PageQuery;

/** GET `marketplace/questions/mine/`: the questions on the caller's products; `answered` filters. */
export const MyQuestionsQuery = object({ ...pageQuery, answered: optional(booleanFromText()) });
export type MyQuestionsQuery = PageQuery & { answered?: boolean };
