export {
  ClaimTimeline,
  type ClaimEvent,
  type ClaimOutcome,
  type ClaimRefundOutcome,
  type ClaimTimelineLabels,
  type ClaimTimelineProps,
} from './ClaimTimeline.js';
