import type { Category } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

/** GET `marketplace/categories/`: every category, named in the interface language. */
export function getCategories(): Promise<Category[]> {
  return api.categories();
}

/** The categories, cached per language since their names are translated by the server. */
export function useCategories() {
  return useSWR<Category[], Error>(['marketplace/categories/', language], getCategories);
}
