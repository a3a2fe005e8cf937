export type { RatingSummaryLabels } from './labels.js';
export { RatingSummary, type RatingSummaryProps } from './RatingSummary.js';
