import type { IntlShape } from 'react-intl';

/** Explore's name for a tab or a shared link: the search and the category it shows, when it has them. */
export function exploreTitle(intl: IntlShape, search: string, category?: string): string {
  if (search && category)
    return intl.formatMessage({ id: 'explore.searchInCategory' }, { search, category });
  if (search) return intl.formatMessage({ id: 'explore.searchTitle' }, { search });
  return category ?? intl.formatMessage({ id: 'explore.title' });
}
