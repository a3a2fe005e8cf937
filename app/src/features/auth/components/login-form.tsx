import { LoginBody } from '@plaza/api';
import { Button, Form, PasswordField } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
import { logIn } from '../api/account-calls';
import { AuthPage } from './auth-page';
import { UsernameField } from './username-field';

/** Login with a username or an e-mail address (docs/api.md: POST `auth/token/`). */
export function LoginForm() {
  const say = useMessage();
  const form = useForm({
    initial: { username: '', password: '' },
    check: (values) => clientErrors(values, LoginBody),
    send: logIn,
  });
  const labels = { username: say('login.username'), password: say('form.password') };

  return (
    <AuthPage
      title="login.title"
      links={[
        { href: paths.forgotPassword, message: 'login.forgotPassword' },
        { href: paths.register, message: 'login.register' },
      ]}
    >
      <Form onSubmit={form.onSubmit}>
        <FormSummary errors={form.summary} labels={labels} />
        <UsernameField {...form.field('username')} label={labels.username} />
        <PasswordField
          {...form.field('password')}
          label={labels.password}
          toggleLabel={say('form.showPassword')}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Form>
    </AuthPage>
  );
}
