import type { Category } from '@plaza/api';
import useSWR from 'swr';
import { language } from '../../../i18n/language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/categories/`: every category, named in the interface language. */
export function getCategories(): Promise<Category[]> {
  return catalogueApi.categories();
}

/** Cached per language, since the server translates their names. */
const CATEGORIES_KEY = ['marketplace/categories/', language];

/** The categories. */
export function useCategories() {
  return useSWR<Category[], Error>(CATEGORIES_KEY, getCategories);
}

/** The name of category `id` once the categories are here; with no category, nothing is fetched. */
export function useCategoryName(id: number | null): string | undefined {
  const { data } = useSWR<Category[], Error>(id === null ? null : CATEGORIES_KEY, getCategories);
  return data?.find((category) => category.id === id)?.name;
}
