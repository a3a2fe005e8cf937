/**
 * The fields a person types a number in on the first screens, with react-aria's number field under
 * them: one chunk of their own (vite.config.ts), fetched when a person reaches for one
 * (lazy-number-fields.ts), never by a first visit.
 */
export { MoneyField, QuantityStepper } from '@plaza/ui';
