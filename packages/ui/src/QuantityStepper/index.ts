export {
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './QuantityStepper.js';
export {
  QuantityStepperStandIn,
  type QuantityStepperStandInProps,
} from './QuantityStepperStandIn.js';
