import type { Seller } from '@plaza/api';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { EmptyState } from '@plaza/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { sellerName } from '../seller-name';
import * as styles from './seller-page.css';
import { SellerProfile } from './seller-profile';

interface SellerPageProps {
  seller: Seller;
  /** Their approved products: Explore's grid and pages, narrowed to this seller. */
  products: ReactNode;
  /** What buyers said of them. */
  reviews: ReactNode;
}

/**
 * A seller's public page (`/seller/{username}`): who they are and how buyers rate them, their
 * products, and their reviews. With nothing on sale it says so and sends the visitor on to Explore.
 */
export function SellerPage({ seller, products, reviews }: SellerPageProps) {
  const intl = useIntl();
  const say = useMessage();
  const productsTitleId = useId();
  const name = sellerName(seller);
  return (
    <div className={styles.page}>
      <SellerProfile seller={seller} />
      <section aria-labelledby={productsTitleId} className={styles.section}>
        <h2 id={productsTitleId} className={styles.sectionTitle}>
          {intl.formatMessage(
            { id: 'seller.productsTitle' },
            { name: <bdi key="name">{name}</bdi> },
          )}
        </h2>
        {seller.products_count > 0 ? (
          products
        ) : (
          <EmptyState
            title={intl.formatMessage(
              { id: 'seller.noProducts' },
              { name: <bdi key="name">{name}</bdi> },
            )}
            text={say('seller.noProductsHint')}
            icon={<StorefrontIcon />}
            headingLevel={3}
            action={<TextLink href={paths.explore}>{say('seller.exploreOthers')}</TextLink>}
          />
        )}
      </section>
      {reviews}
    </div>
  );
}
