export { MoneyField, type MoneyFieldProps } from './MoneyField.js';
