export { FilterPanel, type FilterPanelLabels, type FilterPanelProps } from './FilterPanel.js';
export { isPriceRangeReversed, noFilters, type ProductFilters } from './filters.js';
