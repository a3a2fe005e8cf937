import { LoginBody } from '@plaza/api';
import { Button, PasswordField, TextField } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form-alert';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/use-form';
import { clientErrors } from '../../../lib/form-errors';
import { logIn } from '../api/account-calls';
import * as styles from './auth-form.css';

/** Login with a username or an e-mail address (API.md: POST `auth/token/`). */
export function LoginForm() {
  const intl = useIntl();
  const form = useForm({
    initial: { username: '', password: '' },
    check: (values) => clientErrors(values, LoginBody),
    send: logIn,
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <h1 className={styles.title}>
        <FormattedMessage id="login.title" />
      </h1>
      <FormAlert error={form.formError} />
      <TextField
        {...form.field('username')}
        label={intl.formatMessage({ id: 'login.username' })}
        autoComplete="username"
        isRequired
      />
      <PasswordField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'form.password' })}
        toggleLabel={intl.formatMessage({ id: 'form.showPassword' })}
        autoComplete="current-password"
        isRequired
      />
      <Button
        type="submit"
        isPending={form.isPending}
        pendingLabel={intl.formatMessage({ id: 'common.loading' })}
      >
        <FormattedMessage id="login.submit" />
      </Button>
      <p className={styles.links}>
        <TextLink href={paths.forgotPassword}>
          <FormattedMessage id="login.forgotPassword" />
        </TextLink>
        <TextLink href={paths.register}>
          <FormattedMessage id="login.register" />
        </TextLink>
      </p>
    </form>
  );
}
