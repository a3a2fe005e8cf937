export {
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './QuantityStepper.js';
