export {
  RatingSummary,
  type RatingSummaryLabels,
  type RatingSummaryProps,
} from './RatingSummary.js';
