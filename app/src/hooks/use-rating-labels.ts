import type { Rating } from '@plaza/api';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A rating as @plaza/ui's RatingStars and ProductCard show it. */
export interface RatingDisplay {
  value: number | null;
  /** What a screen reader says, e.g. "4,5 de 5 estrellas, 12 opiniones". */
  label: string;
  /** What the eye reads beside the stars, e.g. "4,5 (12)". */
  text: string;
}

/** An average as the interface language writes it, always with its one decimal: "4,5", "5,0". */
export function useFormatAverage(): (average: number) => string {
  const intl = useIntl();
  return useCallback(
    (average: number) =>
      intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [intl],
  );
}

/**
 * A product's or a seller's rating in words, the same on cards, the product page and the seller's
 * page. With no reviews yet it says so, rather than "0 of 5 stars".
 */
export function useRatingDisplay(): (rating: Rating) => RatingDisplay {
  const intl = useIntl();
  const formatAverage = useFormatAverage();
  return useCallback(
    ({ average, count }: Rating) => {
      if (average === null || count === 0) {
        const none = intl.formatMessage({ id: 'rating.none' });
        return { value: null, label: none, text: none };
      }
      const values = { average: formatAverage(average), count };
      return {
        value: average,
        label: intl.formatMessage({ id: 'rating.label' }, values),
        text: intl.formatMessage({ id: 'rating.text' }, values),
      };
    },
    [intl, formatAverage],
  );
}
