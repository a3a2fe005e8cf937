export { Repeater, type RepeaterLabels, type RepeaterProps } from './Repeater.js';
