export { OrderSummary, type OrderSummaryLabels, type OrderSummaryProps } from './OrderSummary.js';
