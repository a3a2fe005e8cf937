import type { AdminReview } from '@plaza/api';
import { EyeIcon } from '@phosphor-icons/react/dist/ssr/Eye';
import { EyeSlashIcon } from '@phosphor-icons/react/dist/ssr/EyeSlash';
import { Badge, RatingStars, type DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import type { MessageId } from '../../../i18n/messages';
import {
  REVIEW_VISIBILITIES,
  useAdminReviews,
  type AdminReviewFilters,
  type ReviewVisibility,
} from '../api/get-admin-reviews';
import { setReviewVisibility } from '../api/set-review-visibility';
import {
  ReasonDialog,
  ReviewList,
  TAKEDOWN_REASON,
  useReviewListState,
} from '../../../components/review-list';
import * as styles from './review-moderation.css';

const VISIBILITY_LABEL: Record<ReviewVisibility, MessageId> = {
  visible: 'adminReviews.visible',
  hidden: 'adminReviews.hidden',
};

/**
 * Every review for administrators, newest first, searched by comment, product or author: hide one
 * with a reason (it leaves every list and average at once) or show it again.
 */
export function ReviewModeration() {
  const say = useMessage();
  const intl = useIntl();
  const runAction = useToastedAction();
  const list = useReviewListState<AdminReviewFilters>({ status: null, search: '' });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const answer = useAdminReviews(list.query);

  const nameOf = (review: AdminReview) =>
    intl.formatMessage(
      { id: 'adminReviews.reviewName' },
      { author: review.author.username, product: review.product.name },
    );

  const columns: DataTableColumn<AdminReview>[] = [
    {
      id: 'product',
      label: say('adminReviews.product'),
      isRowHeader: true,
      cell: (review) => <bdi>{review.product.name}</bdi>,
    },
    {
      id: 'author',
      label: say('adminReviews.author'),
      cell: (review) => <bdi>{review.author.username}</bdi>,
    },
    {
      id: 'rating',
      label: say('adminReviews.rating'),
      cell: (review) => (
        <RatingStars
          value={review.rating}
          label={intl.formatMessage({ id: 'rating.stars' }, { stars: review.rating })}
          size="sm"
        />
      ),
    },
    {
      id: 'comment',
      label: say('adminReviews.comment'),
      cell: (review) => (
        <span dir="auto" className={styles.comment}>
          {review.comment}
        </span>
      ),
    },
    {
      id: 'date',
      label: say('adminReviews.date'),
      cell: (review) => intl.formatDate(review.created_at, { dateStyle: 'medium' }),
    },
    {
      id: 'visibility',
      label: say('adminReviews.visibility'),
      cell: (review) => (
        <span className={styles.visibility}>
          <Badge tone={review.is_hidden ? 'neutral' : 'success'}>
            {say(review.is_hidden ? 'adminReviews.hidden' : 'adminReviews.visible')}
          </Badge>
          {review.hidden_reason && <span className={styles.note}>{review.hidden_reason}</span>}
        </span>
      ),
    },
  ];

  const change = async (review: AdminReview, isHidden: boolean, reason: string | null = null) => {
    const isDone = await runAction(() => setReviewVisibility(review.id, isHidden, reason), {
      title: say(isHidden ? 'adminReviews.hiddenDone' : 'adminReviews.shownDone'),
      description: nameOf(review),
    });
    // Refused (another administrator got there first): the list shows how it stands now.
    if (!isDone) await answer.mutate();
  };

  return (
    <ReviewList
      label={say('adminReviews.title')}
      answer={answer}
      list={list}
      columns={columns}
      getRowId={(review) => review.id}
      getRowName={nameOf}
      noMatchTitle={say('adminReviews.empty')}
      statusFilter={{
        label: say('adminReviews.visibility'),
        statuses: REVIEW_VISIBILITIES,
        labels: VISIBILITY_LABEL,
      }}
      searchLabel={say('adminReviews.search')}
      actions={{
        items: (review) => [
          {
            id: 'hide',
            label: say('adminReviews.hide'),
            icon: <EyeSlashIcon />,
            isDisabled: review.is_hidden,
          },
          {
            id: 'show',
            label: say('adminReviews.show'),
            icon: <EyeIcon />,
            isDisabled: !review.is_hidden,
          },
        ],
        onAction: (action, review) =>
          action === 'hide' ? setHiding(review) : void change(review, false),
      }}
    >
      <ReasonDialog
        isOpen={hiding !== null}
        onClose={() => setHiding(null)}
        title={hiding ? nameOf(hiding) : ''}
        label={say('adminReviews.reason')}
        description={say('adminReviews.reasonHelp')}
        {...TAKEDOWN_REASON}
        confirmLabel={say('adminReviews.hide')}
        size="lg"
        onSend={async (reason) => {
          if (hiding) await change(hiding, true, reason);
          setHiding(null);
        }}
      >
        {hiding?.comment && (
          <p dir="auto" className={styles.note}>
            {hiding.comment}
          </p>
        )}
      </ReasonDialog>
    </ReviewList>
  );
}
