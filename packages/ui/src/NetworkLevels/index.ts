export {
  NetworkLevels,
  type NetworkLevel,
  type NetworkLevelsLabels,
  type NetworkLevelsProps,
} from './NetworkLevels.js';
