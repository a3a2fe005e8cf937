export { Select, type SelectProps } from './Select.js';
export type { SelectOption } from './OptionList.js';
