export {
  BarChart,
  type BarChartDatum,
  type BarChartLabels,
  type BarChartProps,
} from './BarChart.js';
