import { PageHeader } from '@plaza/ui';
import { ReviewModeration } from '../../features/reviews/components/review-moderation';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `admin/reviews/`: every buyer's review, to hide with a reason or show again (administrators). */
export function AdminReviewsRoute() {
  useDocumentTitle('admin.reviews.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('admin.reviews.title')} description={say('adminReviews.intro')} />
      <ReviewModeration />
    </>
  );
}
