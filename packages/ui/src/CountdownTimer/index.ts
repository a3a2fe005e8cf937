export {
  CountdownTimer,
  type CountdownTimerLabels,
  type CountdownTimerProps,
} from './CountdownTimer.js';
