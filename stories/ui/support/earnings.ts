// Sample earnings for the dashboard's stories: English labels as the app would pass them, and
// amounts in integer cents as the API's decimal strings become in the app.
import type { BarChartDatum, BarChartLabels, NetworkLevel, NetworkLevelsLabels } from '@plaza/ui';

const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
/** Cents as US dollars, as the stories' English locale shows them. */
export const formatCents = (cents: number) => dollars.format(cents / 100);

/** Six months of earnings, oldest first. */
export const monthlyEarnings: BarChartDatum[] = [
  { id: '2026-06', label: 'Jun', value: 12_050 },
  { id: '2026-07', label: 'Jul', value: 4_720 },
  { id: '2026-08', label: 'Aug', value: 0 },
  { id: '2026-09', label: 'Sep', value: 31_899 },
  { id: '2026-10', label: 'Oct', value: 18_300 },
  { id: '2026-11', label: 'Nov', value: 26_475 },
];

export const chartLabels: BarChartLabels = {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  category: 'Month',
  value: 'Earned',
  empty: 'No earnings yet',
};

export const networkLevels: NetworkLevel[] = [
  { level: 1, count: 4 },
  { level: 2, count: 11 },
  { level: 3, count: 27 },
  { level: 4, count: 6 },
];

export const networkLabels: NetworkLevelsLabels = {
  level: (level) => `Level ${level}`,
  members: (count) => `${count} ${count === 1 ? 'person' : 'people'}`,
  total: (count) => `${count} people in your network`,
  empty: 'Nobody has joined through your link yet.',
};
