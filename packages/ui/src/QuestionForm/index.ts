export { QuestionForm, type QuestionFormLabels, type QuestionFormProps } from './QuestionForm.js';
