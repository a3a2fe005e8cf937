import type { Category } from '@plaza/api';
import useSWR from 'swr';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { catalogueApi } from '../../../lib/api-calls/catalogue';

/** GET `marketplace/categories/`: every category, named in the interface language. */
export function getCategories(): Promise<Category[]> {
  return catalogueApi.categories();
}

/**
 * The cache key of the categories: per language, since the server translates their names. Explore's
 * first screen (render/first-screens/explore.ts) carries them under it.
 */
export const categoriesKey = (language: Language): [string, Language] => [
  'marketplace/categories/',
  language,
];

/** The categories. */
export function useCategories() {
  return useSWR<Category[], Error>(categoriesKey(useLanguage()), getCategories);
}

/** The name of category `id` once the categories are here; with no category, nothing is fetched. */
export function useCategoryName(id: number | null): string | undefined {
  const key = categoriesKey(useLanguage());
  const { data } = useSWR<Category[], Error>(id === null ? null : key, getCategories);
  return data?.find((category) => category.id === id)?.name;
}
