import type { PaginationLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';

/** Pagination's words in the interface language, the same under every list of the app. */
export function usePaginationLabels(): PaginationLabels {
  const intl = useIntl();
  return {
    navigation: intl.formatMessage({ id: 'explore.pages' }),
    previous: intl.formatMessage({ id: 'explore.previousPage' }),
    next: intl.formatMessage({ id: 'explore.nextPage' }),
    page: (page) => intl.formatMessage({ id: 'explore.page' }, { page }),
  };
}
