import type { ReactNode } from 'react';
import type { ReviewReplyData } from '../ReviewCard/ReviewReply.js';

/** One question to the seller, worded and dated by the app. */
export interface QuestionItem {
  /** The question's id, as the API gives it. */
  id: string;
  /** Who asked, e.g. their username; the question's heading. */
  asker: string;
  /** What they asked, as they wrote it. */
  question: string;
  /** When, as the app formats it, e.g. "3 de mayo de 2026". */
  date: string;
  /** The same date as an ISO value, for `<time dateTime>`. */
  dateTime: string;
  /**
   * The seller's answer with its date, or nothing yet: the question is then marked as waiting.
   * @default undefined
   */
  answer?: ReviewReplyData | null;
  /**
   * Buttons the screen adds to this question (answer, delete), placed at its end.
   * @default undefined
   */
  actions?: ReactNode;
}

export interface QuestionListLabels {
  /** The heading of the seller's answer, e.g. "Respuesta del vendedor". */
  answer: string;
  /** The mark on a question not answered yet, e.g. "Esperando respuesta". */
  waiting: string;
  /** The empty state's heading, e.g. "Todavía no hay preguntas". */
  empty: string;
  /**
   * A line under it, e.g. "Pregunta al vendedor lo que quieras saber antes de comprar".
   * @default undefined
   */
  emptyText?: string;
}
