import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../../components/text-link';
import type { MessageId } from '../../../i18n/messages';
import * as styles from './auth-form.css';

interface AuthPageProps {
  /** The screen's heading, e.g. "Sign in". */
  title: MessageId;
  /** The ways to the other account screens, below the form. */
  links: readonly { href: string; message: MessageId }[];
  children: ReactNode;
}

/** An account screen's frame, as sign-in, registration and the password reset share it. */
export function AuthPage({ title, links, children }: AuthPageProps) {
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>
        <FormattedMessage id={title} />
      </h1>
      {children}
      <p className={styles.links}>
        {links.map(({ href, message }) => (
          <TextLink key={href} href={href}>
            <FormattedMessage id={message} />
          </TextLink>
        ))}
      </p>
    </div>
  );
}
