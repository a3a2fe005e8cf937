// The administrators' one review pattern: a list with filters, each row's decisions, and a dialog
// that takes a reason. A new admin list keeps its filters and page in `useReviewListState`, asks
// its list call with them, and renders `<ReviewList answer={swr} columns actions …>` with a
// `StatusFilter` as `filters` and a `ReasonDialog` as its child for a decision that needs a text;
// `useToastedAction` (app/src/hooks) says how each decision went.
export { PersonCell } from './person-cell';
export { ReasonDialog } from './reason-dialog';
export { REVIEW_PAGE_SIZE } from '../../../../lib/review-query';
export { ReviewList } from './review-list';
export { StatusFilter } from './status-filter';
export { useReviewListState } from './use-review-list-state';
