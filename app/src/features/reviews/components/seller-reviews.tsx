import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { EmptyState } from '@plaza/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { SellerReviewFeed } from './seller-review-feed';
import * as styles from './reviews.css';

interface SellerReviewsProps {
  username: string;
  /** How the page names the seller: their first name, or their username. */
  name: string;
}

/** The reviews part of a seller's page: what buyers said of every product they received. */
export function SellerReviews({ username, name }: SellerReviewsProps) {
  const intl = useIntl();
  const say = useMessage();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {say('reviews.title')}
      </h2>
      <SellerReviewFeed
        username={username}
        label={intl.formatMessage({ id: 'reviews.ofSeller' }, { name })}
        empty={
          <EmptyState
            title={say('reviews.empty')}
            text={say('reviews.sellerEmptyHint')}
            icon={<ChatCircleTextIcon />}
            headingLevel={3}
            action={<TextLink href={paths.explore}>{say('reviews.sellerEmptyAction')}</TextLink>}
          />
        }
      />
    </section>
  );
}
