export {
  CheckoutSteps,
  type CheckoutStep,
  type CheckoutStepsLabels,
  type CheckoutStepsProps,
} from './CheckoutSteps.js';
