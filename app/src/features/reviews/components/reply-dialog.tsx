import { ReviewReplyBody, type Review } from '@plaza/api';
import { Dialog, Form } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { replyToReview } from '../api/reply-to-review';
import { ReviewEntry } from './review-entry';
import { CountedText, SendOrCancel } from './review-form-parts';

/** docs/api.md: a reply is at most 1000 characters. */
const MAX_REPLY = 1000;

interface ReplyDialogProps {
  /** The review being answered; the dialog is open while there is one. */
  review: Review | null;
  onClose: () => void;
}

/** The seller's one public reply to a review of their product, under the review it answers. */
export function ReplyDialog({ review, onClose }: ReplyDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        review
          ? intl.formatMessage({ id: 'reviews.replyTitle' }, { author: review.author.username })
          : ''
      }
      size="lg"
    >
      {review && <ReplyForm review={review} onDone={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const intl = useIntl();
  const say = useMessage();
  const form = useForm({
    initial: { reply: '' },
    check: (values) => clientErrors(values, ReviewReplyBody),
    send: async ({ reply }) => {
      await replyToReview(review.id, reply.trim());
      toasts.add({
        tone: 'success',
        title: intl.formatMessage({ id: 'reviews.replied' }, { author: review.author.username }),
      });
      onDone();
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <ReviewEntry review={review} showProduct headingLevel={3} />
      <FormSummary errors={form.summary} labels={{ reply: say('reviews.replyLabel') }} />
      <CountedText
        field={form.field('reply')}
        label={say('reviews.replyLabel')}
        help="reviews.replyHelp"
        max={MAX_REPLY}
        isRequired
      />
      <SendOrCancel
        sendLabel={say('reviews.sendReply')}
        isPending={form.isPending}
        onCancel={onDone}
      />
    </Form>
  );
}
