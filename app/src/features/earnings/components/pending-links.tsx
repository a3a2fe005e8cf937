import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useUser } from '../../../hooks/use-user';
import * as styles from './dashboard.css';

/** What waits for the user's action, as links to the lists where it is done. */
export function PendingLinks() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <ul className={styles.links}>
      <li>
        <TextLink href={paths.purchases}>
          <FormattedMessage
            id="dashboard.pendingPurchases"
            values={{ count: user.pending.purchases }}
          />
        </TextLink>
      </li>
      <li>
        <TextLink href={paths.sales}>
          <FormattedMessage id="dashboard.pendingSales" values={{ count: user.pending.sales }} />
        </TextLink>
      </li>
    </ul>
  );
}
