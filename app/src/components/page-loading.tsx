import { FormattedMessage } from 'react-intl';
import * as styles from './page-loading.css';

/** What a screen shows while its code or its session is on the way. */
export function PageLoading() {
  return (
    <p role="status" className={styles.loading}>
      <FormattedMessage id="common.loading" />
    </p>
  );
}
