export {
  CardFields,
  type CardFieldErrors,
  type CardFieldsLabels,
  type CardFieldsProps,
  type CardValue,
} from './CardFields.js';
