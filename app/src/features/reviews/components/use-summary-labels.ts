import type { Rating } from '@plaza/api';
import { useIntl } from 'react-intl';
import { useFormatAverage } from '../../../hooks/use-rating-labels';

/** RatingSummary's words for a product's rating, in the interface language. */
export function useSummaryLabels({ average, count }: Rating) {
  const intl = useIntl();
  const formatAverage = useFormatAverage();
  const shownAverage = average === null ? '' : formatAverage(average);
  return {
    average: shownAverage,
    stars: intl.formatMessage({ id: 'rating.stars' }, { stars: shownAverage }),
    total: intl.formatMessage({ id: 'reviews.count' }, { count }),
    bar: (stars: number, reviews: number) =>
      intl.formatMessage({ id: 'reviews.bar' }, { stars, count: reviews }),
    filter: intl.formatMessage({ id: 'reviews.filter' }),
    clear: intl.formatMessage({ id: 'reviews.clearFilter' }),
  };
}
