export { NumberField, type NumberFieldProps, type StepperLabels } from './NumberField.js';
