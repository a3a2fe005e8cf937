import * as questions from '../endpoints/questions.js';
import type { Requester } from '../request.js';
import type {
  AnswerBody,
  MyQuestionsQuery,
  ProductQuestionsQuery,
  QuestionBody,
} from '../schemas/questions.js';

export function questionCalls(request: Requester) {
  return {
    /** POST `marketplace/products/{id}/questions/`: asks the seller; mails them. */
    askQuestion: (productId: number, body: QuestionBody) =>
      request(questions.askQuestion, { params: { id: productId }, body }),
    /** GET `marketplace/products/{id}/questions/`: answered ones, and the caller's own or all to the seller. */
    productQuestions: (productId: number, query: ProductQuestionsQuery = {}) =>
      request(questions.productQuestions, { params: { id: productId }, query }),
    /** POST `marketplace/questions/{id}/answer/`: the product's seller answers, once; mails the asker. */
    answerQuestion: (id: number, body: AnswerBody) =>
      request(questions.answerQuestion, { params: { id }, body }),
    /** GET `marketplace/questions/mine/`: the questions on the caller's products. */
    myQuestions: (query: MyQuestionsQuery = {}) => request(questions.myQuestions, { query }),
    /** DELETE `marketplace/questions/{id}/`: its asker until answered, the seller, an administrator. */
    deleteQuestion: (id: number): Promise<void> =>
      request(questions.deleteQuestion, { params: { id } }),
  };
}
