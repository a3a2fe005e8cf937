import * as s from 'superstruct';
import { boundedText, booleanFromText } from './form-values.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';

/* Questions to the seller (docs/api.md): public once answered; until then only the seller and the asker see one. */

/** The longest question and the longest answer, in characters. */
export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 1000;

/** How many questions one user may ask in an hour, over every product. */
export const QUESTIONS_PER_HOUR = 20;

export const Question = s.object({
  id: s.min(s.integer(), 1),
  product: s.object({ id: s.min(s.integer(), 1), name: s.string() }),
  question: s.string(),
  /** Who asked, as everyone may see them: a username, nothing more. */
  asker: s.object({ username: s.string() }),
  /** The seller's one answer, and when; `null` until then. */
  answer: s.nullable(s.string()),
  answered_at: s.nullable(s.string()),
  created_at: s.string(),
});
export type Question = s.Infer<typeof Question>;

export const QuestionPage = paginated(Question);
export type QuestionPage = s.Infer<typeof QuestionPage>;

/** POST `marketplace/products/{id}/questions/`: someone else's approved product. */
export const QuestionBody = s.object({
  question: boundedText('question', QUESTION_MAX_LENGTH, { required: true }),
});
export type QuestionBody = s.Infer<typeof QuestionBody>;

/** POST `marketplace/questions/{id}/answer/`: the product's seller, once. */
export const AnswerBody = s.object({
  answer: boundedText('answer', ANSWER_MAX_LENGTH, { required: true }),
});
export type AnswerBody = s.Infer<typeof AnswerBody>;

/** GET `marketplace/products/{id}/questions/`. */
export const ProductQuestionsQuery = s.object({ ...pageQuery });
export type ProductQuestionsQuery = PageQuery;

/** GET `marketplace/questions/mine/`: the questions on the caller's products; `answered` filters. */
export const MyQuestionsQuery = s.object({ ...pageQuery, answered: s.optional(booleanFromText()) });
export type MyQuestionsQuery = PageQuery & { answered?: boolean };
