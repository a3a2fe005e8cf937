import { endpoint } from '../endpoint.js';
import {
  AnswerBody,
  MyQuestionsQuery,
  ProductQuestionsQuery,
  Question,
  QuestionBody,
  QuestionPage,
  QUESTIONS_PER_HOUR,
} from '../schemas/questions.js';

/* The Questions to the seller calls of docs/api.md, under `marketplace/`. */

const PRODUCT_QUESTIONS = '/marketplace/products/:id/questions/';

export const askQuestion = endpoint({
  method: 'POST',
  path: PRODUCT_QUESTIONS,
  summary: 'Ask the seller about an approved product of someone else; mails the seller',
  description:
    `One’s own product is \`403 permission_denied\`. Past ${QUESTIONS_PER_HOUR} questions ` +
    'in an hour, over every product, `429 throttled` with `Retry-After`: the seconds until ' +
    'the oldest is an hour old.',
  tag: 'Questions',
  auth: 'user',
  body: QuestionBody,
  answers: { 201: Question },
  errors: [403, 429],
});

export const productQuestions = endpoint({
  method: 'GET',
  path: PRODUCT_QUESTIONS,
  summary: 'A product’s answered questions, newest first; its seller and askers see theirs',
  tag: 'Questions',
  auth: 'optional',
  query: ProductQuestionsQuery,
  answers: { 200: QuestionPage },
});

export const answerQuestion = endpoint({
  method: 'POST',
  path: '/marketplace/questions/:id/answer/',
  summary: 'Answer once a question about one of the caller’s products; mails the asker',
  description: 'A second answer is `409 already_answered`; anyone but the seller gets `404`.',
  tag: 'Questions',
  auth: 'user',
  body: AnswerBody,
  answers: { 200: Question },
  errors: [409],
});

export const myQuestions = endpoint({
  method: 'GET',
  path: '/marketplace/questions/mine/',
  summary: 'The questions about the caller’s products, newest first',
  tag: 'Questions',
  auth: 'user',
  query: MyQuestionsQuery,
  answers: { 200: QuestionPage },
});

export const deleteQuestion = endpoint({
  method: 'DELETE',
  path: '/marketplace/questions/:id/',
  summary: 'Delete a question: its asker until it is answered, its seller, an administrator',
  description:
    'Its asker gets `409 already_answered` once the seller has answered: the answer is the ' +
    'seller’s too. Anyone else gets `404`.',
  tag: 'Questions',
  auth: 'user',
  answers: { 204: null },
  errors: [409],
});
