// Labels for the fields that take their words as one object, as the app passes them; the
// component stories and the screens that show the same fields share them. English, or in each
// sample language where a story follows the Locale toolbar.
import type { CardFieldsLabels, FilterPanelLabels } from '@plaza/ui';
import type { SampleLanguage } from '../ui/support/sample-language.js';

/** CardFields' words, as checkout passes them, in each sample language. */
export const cardFieldsLabelsIn: Record<SampleLanguage, CardFieldsLabels> = {
  es: {
    legend: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    expiryFormat: 'MM/AA',
    cvc: 'Código de seguridad (CVC)',
    cvcHelp: '3 o 4 dígitos en el reverso',
  },
  en: {
    legend: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date',
    expiryFormat: 'MM/YY',
    cvc: 'Security code (CVC)',
    cvcHelp: '3 or 4 digits on the back',
  },
};

/** CardFields' words in English, as its screenshot matrix shows them. */
export const cardFieldsLabels = cardFieldsLabelsIn.en;

/** FilterPanel's words, as explore passes them, in each sample language. */
export const filterPanelLabelsIn: Record<SampleLanguage, FilterPanelLabels> = {
  es: {
    title: 'Filtros',
    toggle: 'Filtros',
    search: 'Buscar',
    clearSearch: 'Borrar búsqueda',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    price: 'Precio',
    minPrice: 'Mínimo',
    maxPrice: 'Máximo',
    reversedRange: 'Debe ser al menos el mínimo',
    apply: 'Aplicar',
    clear: 'Quitar filtros',
  },
  en: {
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
  },
};

/** FilterPanel's words in English, as its screenshot matrix shows them. */
export const filterPanelLabels = filterPanelLabelsIn.en;
