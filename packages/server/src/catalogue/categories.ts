import { categories } from '../db/schema/index.js';
import type { Language } from '../http/language.js';

/** A category's columns as the API names them, its name in `language`. */
export const categoryColumns = (language: Language) => ({
  id: categories.id,
  name: language === 'en' ? categories.nameEn : categories.nameEs,
  slug: categories.slug,
});
