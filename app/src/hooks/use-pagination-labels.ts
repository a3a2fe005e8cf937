import type { PaginationLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';

/** The words of every list's Pagination, in the interface language. */
export function usePaginationLabels(): PaginationLabels {
  const intl = useIntl();
  return {
    navigation: intl.formatMessage({ id: 'explore.pages' }),
    previous: intl.formatMessage({ id: 'explore.previousPage' }),
    next: intl.formatMessage({ id: 'explore.nextPage' }),
    page: (page) => intl.formatMessage({ id: 'explore.page' }, { page }),
  };
}
