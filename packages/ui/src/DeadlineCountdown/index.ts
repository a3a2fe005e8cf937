export {
  DeadlineCountdown,
  type DeadlineCountdownLabels,
  type DeadlineCountdownProps,
} from './DeadlineCountdown.js';
