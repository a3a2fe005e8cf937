import { ClockIcon } from '@phosphor-icons/react/dist/ssr/Clock';
import { UsersThreeIcon } from '@phosphor-icons/react/dist/ssr/UsersThree';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import type { Earnings } from '@plaza/api';
import { Money, StatCard } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import * as styles from './dashboard.css';

interface EarningsSummaryProps {
  /** Balance and pending; undefined while they load. */
  earnings: Earnings | undefined;
  /** People in the network; undefined while it loads. */
  networkSize: number | undefined;
}

/** The dashboard's headline figures: what can be withdrawn, what is on its way, the network. */
export function EarningsSummary({ earnings, networkSize }: EarningsSummaryProps) {
  const say = useMessage();
  const intl = useIntl();
  return (
    <div className={styles.stats}>
      <StatCard
        label={say('dashboard.balance')}
        value={earnings && <Money cents={toCents(earnings.balance)} />}
        hint={say('dashboard.balanceHint')}
        icon={<WalletIcon />}
        tone="success"
        isLoading={!earnings}
      />
      <StatCard
        label={say('dashboard.pending')}
        value={earnings && <Money cents={toCents(earnings.pending)} />}
        hint={say('dashboard.pendingHint')}
        icon={<ClockIcon />}
        tone="warning"
        isLoading={!earnings}
      />
      <StatCard
        label={say('dashboard.networkSize')}
        value={networkSize !== undefined && intl.formatNumber(networkSize)}
        icon={<UsersThreeIcon />}
        tone="primary"
        isLoading={networkSize === undefined}
      />
    </div>
  );
}
