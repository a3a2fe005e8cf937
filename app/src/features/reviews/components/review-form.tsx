import { ReviewBody } from '@plaza/api';
import { Form, RatingField } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { pick } from 'superstruct';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
import { CountedText, SendOrCancel } from './review-form-parts';

/** docs/api.md: a comment is at most 2000 characters. */
const MAX_COMMENT = 2000;

/** What a review says: its stars, and the comment, null when left empty. */
export interface ReviewValues {
  rating: number;
  comment: string | null;
}

/** The rules a review's stars and comment follow, the server's own. */
const ReviewFields = pick(ReviewBody, ['rating', 'comment']);

interface ReviewFormProps {
  /** The review as it stands, when it is being edited. */
  initial?: ReviewValues;
  submitLabel: string;
  /** Sends the review; a rejection shows in the form (a `409` as its reason, in words). */
  onSend: (values: ReviewValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * A buyer's review: the stars (required) and a comment of at most 2000 characters, which counts as
 * it is typed. Used to write a review and to change it; sending twice is not possible.
 */
export function ReviewForm({ initial, submitLabel, onSend, onCancel }: ReviewFormProps) {
  const intl = useIntl();
  const say = useMessage();
  const form = useForm<{ rating: number | undefined; comment: string }>({
    initial: { rating: initial?.rating, comment: initial?.comment ?? '' },
    // No stars yet is the one mistake a first send makes: say how many, not just "required".
    check: (values) => ({
      ...clientErrors(values, ReviewFields),
      ...(values.rating === undefined && { rating: 'form.error.rating' }),
    }),
    // `check` has made sure of the stars before anything is sent.
    send: ({ rating = 0, comment }) => onSend({ rating, comment: comment.trim() || null }),
  });
  const labels = { rating: say('reviews.rating'), comment: say('reviews.comment') };
  return (
    <Form onSubmit={form.onSubmit}>
      <FormSummary errors={form.summary} labels={labels} />
      <RatingField
        name="rating"
        label={labels.rating}
        value={form.values.rating ?? null}
        onChange={(stars) => form.setValue('rating', stars)}
        starLabel={(stars) => intl.formatMessage({ id: 'reviews.starOption' }, { stars })}
        isRequired
        isInvalid={form.errors.rating !== undefined}
        errorMessage={form.message('rating')}
      />
      <CountedText
        field={form.field('comment')}
        label={labels.comment}
        help="reviews.commentHelp"
        max={MAX_COMMENT}
      />
      <SendOrCancel sendLabel={submitLabel} isPending={form.isPending} onCancel={onCancel} />
    </Form>
  );
}
