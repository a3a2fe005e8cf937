export {
  ClaimTimeline,
  type ClaimEvent,
  type ClaimOutcome,
  type ClaimTimelineLabels,
  type ClaimTimelineProps,
} from './ClaimTimeline.js';
