import type { User } from '@plaza/api';
import { Button, TextField } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { toasts } from '../../../lib/toasts';
import * as styles from './profile.css';

/** The address that registers someone referred by `code`: the register screen fills it in. */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}${paths.register}?ref=${encodeURIComponent(code)}`;

/** The user's referral code and a link to share it. */
export function ReferralCard({ user }: { user: User }) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const link = referralLink(user.referral_code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toasts.add({ tone: 'success', title: intl.formatMessage({ id: 'profile.referral.copied' }) });
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <>
      <p className={styles.text}>
        <FormattedMessage
          id="profile.referral.text"
          values={{ code: <strong>{user.referral_code}</strong> }}
        />
      </p>
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage({ id: 'profile.referral.link' })}
          value={link}
          isReadOnly
        />
        <Button variant="secondary" onPress={() => void copy()}>
          <FormattedMessage id="profile.referral.copy" />
        </Button>
      </div>
    </>
  );
}
