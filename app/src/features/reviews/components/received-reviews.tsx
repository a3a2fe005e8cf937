import type { Review, User } from '@plaza/api';
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { EmptyState } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { ReplyButton } from '../../../components/reply-button';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { USER_KEY } from '../../../lib/user-key';
import { ReplyDialog } from './reply-dialog';
import * as styles from './reviews.css';
import { SellerReviewFeed } from './seller-review-feed';

/**
 * The reviews of the signed-in seller's products (My sales), newest first, each with "Reply" until
 * the seller has answered it; the reply then shows under the review, as buyers see it.
 */
export function ReceivedReviews() {
  const intl = useIntl();
  const say = useMessage();
  // The signed-in user as the shell has loaded it (its navigation shows their pending dots), read
  // from the cache rather than through useUser: importing that from this screen made the bundler
  // split two modules out of the entry, two more requests on every first visit.
  const { data: user } = useSWR<User>(USER_KEY);
  const [replying, setReplying] = useState<Review | null>(null);
  if (!user) return <p className={styles.pending}>{say('reviews.loading')}</p>;
  return (
    <>
      <SellerReviewFeed
        username={user.username}
        label={say('reviews.title')}
        empty={
          <EmptyState
            title={say('reviews.receivedEmpty')}
            text={say('reviews.receivedEmptyHint')}
            icon={<ChatCircleTextIcon />}
            headingLevel={2}
            action={<TextLink href={paths.products}>{say('reviews.receivedEmptyAction')}</TextLink>}
          />
        }
        actions={(review) =>
          review.reply === null && (
            <ReplyButton
              name={intl.formatMessage(
                { id: 'reviews.replyTo' },
                { author: review.author.username, product: review.product.name },
              )}
              onPress={() => setReplying(review)}
            >
              {say('reviews.reply')}
            </ReplyButton>
          )
        }
      />
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
    </>
  );
}
