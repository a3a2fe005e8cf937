export { QuestionList, type QuestionListProps } from './QuestionList.js';
export type { QuestionItem, QuestionListLabels } from './types.js';
