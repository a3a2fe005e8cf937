import { createClient } from '@plaza/api';
import { language } from '../i18n/language';

/**
 * The app's one client of the Plaza API, on this origin's `/api/` (the dev server proxies it).
 * Category and country names come back in the interface language through `Accept-Language`.
 */
export const api = createClient({ baseUrl: '/api/', getLanguage: () => language });
