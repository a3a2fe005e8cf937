import type { Seller } from '@plaza/api';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { StarIcon } from '@phosphor-icons/react/dist/ssr/Star';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { Avatar, RatingStars, StatCard } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { useRatingDisplay } from '../../../hooks/use-rating-labels';
import { sellerName } from '../seller-name';
import * as styles from './seller-page.css';

/**
 * Who sells: their photo, first name and username, since when they are on Plaza, and what buyers
 * can judge them by: their rating, the sales their buyers received, and their products on sale.
 */
export function SellerProfile({ seller }: { seller: Seller }) {
  const intl = useIntl();
  const say = useMessage();
  const rating = useRatingDisplay()(seller.rating);
  const name = sellerName(seller);
  return (
    <>
      <div className={styles.header}>
        <Avatar name={name} src={seller.avatar ?? undefined} size="lg" isDecorative />
        <div className={styles.titles}>
          <h1 dir="auto" className={styles.title}>
            {name}
          </h1>
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'seller.memberSince' },
              {
                username: <bdi key="username">{seller.username}</bdi>,
                // In UTC: the server draws this page too, and the month must not depend on
                // whose clock reads it (a seller who joined on the 1st at 00:30).
                date: intl.formatDate(seller.date_joined, {
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                }),
              },
            )}
          </p>
        </div>
      </div>
      <div className={styles.stats}>
        <StatCard
          label={say('seller.rating')}
          icon={<StarIcon />}
          value={<RatingStars value={rating.value} label={rating.label} text={rating.text} />}
        />
        <StatCard
          label={say('seller.sales')}
          icon={<PackageIcon />}
          value={intl.formatNumber(seller.sales_count)}
          hint={say('seller.salesHint')}
        />
        <StatCard
          label={say('seller.products')}
          icon={<StorefrontIcon />}
          value={intl.formatNumber(seller.products_count)}
          hint={say('seller.productsHint')}
        />
      </div>
    </>
  );
}
