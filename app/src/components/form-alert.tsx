import { FormattedMessage } from 'react-intl';
import type { ErrorMessage } from '../i18n/error-messages';
import * as styles from './form-alert.css';

/** The error about a whole form (wrong credentials, a refused captcha), announced when it appears. */
export function FormAlert({ error }: { error: ErrorMessage | null }) {
  return (
    <div role="alert" className={error ? styles.alert : undefined}>
      {error && <FormattedMessage id={error.id} values={error.values} />}
    </div>
  );
}
