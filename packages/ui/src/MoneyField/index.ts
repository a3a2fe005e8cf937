export { MoneyField, type MoneyFieldProps } from './MoneyField.js';
export { MoneyFieldStandIn, type MoneyFieldStandInProps } from './MoneyFieldStandIn.js';
