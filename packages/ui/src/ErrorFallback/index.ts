export {
  ErrorFallback,
  type ErrorFallbackLabels,
  type ErrorFallbackProps,
} from './ErrorFallback.js';
