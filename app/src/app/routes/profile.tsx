import { PageHeader } from '@plaza/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { AddressBook } from '../../features/addresses/components/address-book';
import { useUser } from '../../hooks/use-user';
import { CredentialsForm } from '../../features/profile/components/credentials-form';
import * as styles from '../../features/profile/components/profile.css';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { ReferralCard } from '../../features/profile/components/referral-card';
import { SignOutEverywhere } from '../../features/profile/components/sign-out-everywhere';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { MessageId } from '../../i18n/messages';

function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/**
 * `profile` (docs/product.md, section 2): details and avatar, e-mail and password, referral, addresses;
 * and signing out on every device (docs/api.md, `auth/logout/`).
 */
export function ProfileRoute() {
  useDocumentTitle('profile.title');
  const intl = useIntl();
  const { data: user, error, isValidating, mutate } = useUser();
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: 'profile.title' })} />
      {user ? (
        <>
          <Section id="profile-details" title="profile.details">
            <ProfileForm user={user} />
          </Section>
          <Section id="profile-credentials" title="profile.credentials">
            <CredentialsForm key={user.email} user={user} />
          </Section>
          <Section id="profile-referral" title="profile.referral">
            <ReferralCard user={user} />
          </Section>
          <Section id="profile-addresses" title="profile.addresses">
            <AddressBook />
          </Section>
          <Section id="profile-sessions" title="profile.everywhere">
            <SignOutEverywhere />
          </Section>
        </>
      ) : error ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
