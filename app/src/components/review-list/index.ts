// The administrators' one review pattern: a list with filters, each row's decisions, and a dialog
// that takes a reason. A new admin list keeps its filters in `useReviewListState({ status, search })`,
// calls its list hook with `list.query`, and renders `<ReviewList answer list columns actions …>`
// (`statusFilter` and `searchLabel` where it has them) with a `ReasonDialog` as its child for a
// decision that needs a text; `useToastedAction` (app/src/hooks) says in a toast how each went.
export { PersonCell } from './person-cell';
export { ReasonDialog, TAKEDOWN_REASON } from './reason-dialog';
export { ReviewList } from './review-list';
export { useReviewListState } from './use-review-list-state';
