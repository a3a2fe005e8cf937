export {
  ChipGroup,
  type ChipGroupMultipleProps,
  type ChipGroupProps,
  type ChipGroupSingleProps,
  type ChipItem,
} from './ChipGroup.js';
