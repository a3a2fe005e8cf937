export { Form, type FormProps } from './Form.js';
export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary.js';
export {
  toFieldErrors,
  type FailureList,
  type FieldErrors,
  type ValidationFailure,
} from './toFieldErrors.js';
