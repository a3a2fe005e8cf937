import { Money } from '@plaza/ui';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { focusFirstControl } from '../../../lib/first-control';
import { toCents } from '../../../lib/money';
import { ENTRIES_PAGE_SIZE, useEarnings } from '../api/get-earnings';
import { useNetwork, type NetworkPageQuery } from '../api/get-network';
import * as styles from './dashboard.css';
import { EarningsChart } from './earnings-chart';
import { EarningsSummary } from './earnings-summary';
import { LedgerEntries } from './ledger-entries';
import { NetworkPanel } from './network-panel';
import { PendingLinks } from './pending-links';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';

interface SectionProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

function Section({ id, title, children, ref }: SectionProps) {
  return (
    <section ref={ref} className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The dashboard (docs/product.md, section 2): balance and pending earnings, earnings by
 * month, what waits for the user, withdrawals, the latest ledger entries and the referral network.
 */
export function DashboardPage() {
  const [entriesPage, setEntriesPage] = useState(1);
  const [withdrawalsPage, setWithdrawalsPage] = useState(1);
  const [networkQuery, setNetworkQuery] = useState<NetworkPageQuery>({ level: null, page: 1 });
  const [requested, setRequested] = useState<{ count: number; cents: number }>({
    count: 0,
    cents: 0,
  });
  const earnings = useEarnings(entriesPage);
  const network = useNetwork(networkQuery);
  const networkSize = network.data?.levels.reduce((sum, level) => sum + level.count, 0);
  // Empty lists lead to the forms beside them: the withdrawal's amount, the referral link.
  const withdrawSection = useRef<HTMLElement>(null);
  const networkSection = useRef<HTMLElement>(null);
  const canWithdraw = !!earnings.data && toCents(earnings.data.balance) > 0;

  return (
    <div className={styles.page}>
      <EarningsSummary earnings={earnings.data} networkSize={networkSize} />
      <div className={styles.columns}>
        <EarningsChart />
        <Section id="dashboard-pending" title={<FormattedMessage id="dashboard.pendingTitle" />}>
          <PendingLinks />
        </Section>
      </div>
      <Section
        id="dashboard-withdraw"
        title={<FormattedMessage id="dashboard.withdraw.title" />}
        ref={withdrawSection}
      >
        <p role="status" className={styles.status}>
          {requested.count > 0 && (
            <FormattedMessage
              id="dashboard.withdraw.requested"
              values={{ amount: <Money cents={requested.cents} /> }}
            />
          )}
        </p>
        <WithdrawalForm
          key={requested.count}
          onRequested={(withdrawal) => {
            setRequested(({ count }) => ({ count: count + 1, cents: toCents(withdrawal.amount) }));
            setWithdrawalsPage(1);
            setEntriesPage(1);
          }}
        />
      </Section>
      <Section
        id="dashboard-withdrawals"
        title={<FormattedMessage id="dashboard.withdrawals.title" />}
      >
        <WithdrawalList
          page={withdrawalsPage}
          onPageChange={setWithdrawalsPage}
          onRequest={canWithdraw ? () => focusFirstControl(withdrawSection.current) : undefined}
        />
      </Section>
      <Section id="dashboard-ledger" title={<FormattedMessage id="dashboard.ledger.title" />}>
        <LedgerEntries
          entries={earnings.data?.entries.results}
          count={earnings.data?.entries.count ?? 0}
          page={entriesPage}
          pageSize={ENTRIES_PAGE_SIZE}
          onPageChange={setEntriesPage}
          onShareLink={() => focusFirstControl(networkSection.current)}
        />
      </Section>
      <Section
        id="dashboard-network"
        title={<FormattedMessage id="dashboard.network.title" />}
        ref={networkSection}
      >
        <NetworkPanel
          network={network.data}
          error={network.error}
          onRetry={() => void network.mutate()}
          isRetrying={network.isValidating}
          query={networkQuery}
          onQueryChange={setNetworkQuery}
        />
      </Section>
    </div>
  );
}
