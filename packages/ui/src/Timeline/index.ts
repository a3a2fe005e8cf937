export {
  Timeline,
  type TimelineLabels,
  type TimelineProps,
  type TimelineStep,
} from './Timeline.js';
