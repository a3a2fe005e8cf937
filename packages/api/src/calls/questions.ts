import { unknown } from 'superstruct';
import type { Requester } from '../request.js';
import {
  Question,
  QuestionPage,
  type AnswerBody,
  type MyQuestionsQuery,
  type ProductQuestionsQuery,
  type QuestionBody,
} from '../schemas/questions.js';

const productQuestionsPath = (productId: number) => `marketplace/products/${productId}/questions/`;

export function questionCalls(request: Requester) {
  return {
    /** POST `marketplace/products/{id}/questions/`: asks the seller; mails them. */
    askQuestion: (productId: number, body: QuestionBody) =>
      request('POST', productQuestionsPath(productId), Question, { body }),
    /** GET `marketplace/products/{id}/questions/`: answered ones, and the caller's own or all to the seller. */
    productQuestions: (productId: number, query: ProductQuestionsQuery = {}) =>
      request('GET', productQuestionsPath(productId), QuestionPage, { query }),
    /** POST `marketplace/questions/{id}/answer/`: the product's seller answers, once; mails the asker. */
    answerQuestion: (id: number, body: AnswerBody) =>
      request('POST', `marketplace/questions/${id}/answer/`, Question, { body }),
    /** GET `marketplace/questions/mine/`: the questions on the caller's products. */
    myQuestions: (query: MyQuestionsQuery = {}) =>
      request('GET', 'marketplace/questions/mine/', QuestionPage, { query }),
    /** DELETE `marketplace/questions/{id}/`: its asker until answered, the seller, an administrator. */
    deleteQuestion: async (id: number): Promise<void> => {
      await request('DELETE', `marketplace/questions/${id}/`, unknown());
    },
  };
}
