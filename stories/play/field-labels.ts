// English labels for the fields that take their words as one object, as the app passes them; the
// component stories and the screens that show the same fields share them.
import type { CardFieldsLabels, FilterPanelLabels } from '@plaza/ui';

/** CardFields' words, as checkout passes them. */
export const cardFieldsLabels: CardFieldsLabels = {
  legend: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date',
  expiryFormat: 'MM/YY',
  cvc: 'Security code (CVC)',
  cvcHelp: '3 or 4 digits on the back',
};

/** FilterPanel's words, as explore passes them. */
export const filterPanelLabels: FilterPanelLabels = {
  title: 'Filters',
  toggle: 'Filters',
  search: 'Search',
  clearSearch: 'Clear search',
  category: 'Category',
  allCategories: 'All categories',
  price: 'Price',
  minPrice: 'Minimum',
  maxPrice: 'Maximum',
  reversedRange: 'Must be at least the minimum',
  apply: 'Apply',
  clear: 'Clear filters',
};
