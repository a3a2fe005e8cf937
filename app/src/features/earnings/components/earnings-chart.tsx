import { BarChart, Money } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useMessage } from '../../../hooks/use-message';
import { useEntriesSince } from '../api/get-recent-entries';
import { firstMonthStart, monthlyEarnings } from '../monthly-earnings';

/** Months the chart shows, the current one last. */
const MONTHS = 6;

/** Earnings of the last six months as a bar chart, whose data is also a table. */
export function EarningsChart() {
  const say = useMessage();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [now] = useState(() => new Date());
  const since = firstMonthStart(now, MONTHS);
  const { data: entries, error, isValidating, mutate } = useEntriesSince(since);

  if (error && !entries)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;

  const months = monthlyEarnings(entries ?? [], now, MONTHS);
  // Six bars at zero say less than a sentence does.
  const hasEarnings = months.some((month) => month.cents !== 0);
  return (
    <BarChart
      title={say('dashboard.chart.title')}
      data={
        hasEarnings
          ? months.map((month) => ({
              id: month.key,
              label: intl.formatDate(month.start, { month: 'short', year: 'numeric' }),
              value: month.cents,
            }))
          : []
      }
      formatValue={formatMoney}
      renderValue={(cents) => <Money cents={cents} />}
      labels={{
        showTable: say('dashboard.chart.showTable'),
        hideTable: say('dashboard.chart.hideTable'),
        category: say('dashboard.chart.month'),
        value: say('dashboard.chart.earned'),
        empty: entries ? say('dashboard.chart.empty') : say('common.loading'),
      }}
    />
  );
}
