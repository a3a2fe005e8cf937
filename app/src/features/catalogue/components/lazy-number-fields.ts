import { lazy } from 'react';

/** Fetches the number fields' code (number-fields.ts): on a pointer over a stand-in, or focus. */
export const loadNumberFields = () => import('./number-fields');

/** The price filter's MoneyField, whose stand-in is MoneyFieldStandIn (LazyOnUse). */
export const LazyMoneyField = lazy(async () => ({
  default: (await loadNumberFields()).MoneyField,
}));

/** The product's QuantityStepper, whose stand-in is QuantityStepperStandIn (LazyOnUse). */
export const LazyQuantityStepper = lazy(async () => ({
  default: (await loadNumberFields()).QuantityStepper,
}));
