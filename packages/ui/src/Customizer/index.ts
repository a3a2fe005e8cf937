export { Customizer, type CustomizerLabels, type CustomizerProps } from './Customizer.js';
