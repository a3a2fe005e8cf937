import { ResetPasswordBody, ResetPasswordSendBody } from '@plaza/api';
import { Button, Form, OtpField } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors } from '../../../lib/form-errors';
import { resetPassword, sendResetCode } from '../api/account-calls';
import { AuthPage } from './auth-page';
import { EmailField } from './email-field';
import * as styles from './auth-form.css';
import { NewPasswordFields } from '../../../components/new-password-fields';

/** Step one: the address the code goes to. */
function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const say = useMessage();
  const form = useForm({
    initial: { email: '' },
    check: (values) => clientErrors(values, ResetPasswordSendBody),
    send: async ({ email }) => {
      await sendResetCode(email);
      onSent(email);
    },
  });
  const labels = { email: say('form.email') };
  return (
    <Form onSubmit={form.onSubmit}>
      <p className={styles.intro}>
        <FormattedMessage id="forgotPassword.intro" />
      </p>
      <FormSummary errors={form.summary} labels={labels} />
      <EmailField {...form.field('email')} label={labels.email} />
      <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
        <FormattedMessage id="forgotPassword.send" />
      </Button>
    </Form>
  );
}

/** Step two: the e-mailed 6-digit code and the new password, twice. */
function CodeStep({ email, onDone }: { email: string; onDone: () => void }) {
  const say = useMessage();
  const form = useForm({
    initial: { email, otp: '', password: '', password_confirmation: '' },
    check: (values) => clientErrors(values, ResetPasswordBody),
    send: async (values) => {
      await resetPassword(values);
      onDone();
    },
  });
  const labels = {
    otp: say('forgotPassword.otp'),
    password: say('forgotPassword.newPassword'),
    password_confirmation: say('form.passwordConfirmation'),
  };
  return (
    <Form onSubmit={form.onSubmit}>
      <p role="status" className={styles.intro}>
        <FormattedMessage id="forgotPassword.codeSent" values={{ email }} />
      </p>
      <FormSummary errors={form.summary} labels={labels} />
      <OtpField {...form.field('otp')} label={labels.otp} isRequired />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
        labels={{ password: labels.password, confirmation: labels.password_confirmation }}
      />
      <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
        <FormattedMessage id="forgotPassword.submit" />
      </Button>
    </Form>
  );
}

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'done' };

/**
 * Password reset by a one-time code (docs/product.md, section 1; docs/api.md: `auth/reset-password/`). A reset
 * ends every session of the account, so it ends at the login screen rather than signed in.
 */
export function ForgotPasswordForm() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  return (
    <AuthPage
      title="forgotPassword.title"
      links={[{ href: paths.login, message: 'forgotPassword.backToLogin' }]}
    >
      {step.name === 'email' && <EmailStep onSent={(email) => setStep({ name: 'code', email })} />}
      {step.name === 'code' && (
        <>
          <CodeStep email={step.email} onDone={() => setStep({ name: 'done' })} />
          <Button variant="ghost" onPress={() => setStep({ name: 'email' })}>
            <FormattedMessage id="forgotPassword.otherEmail" />
          </Button>
        </>
      )}
      {step.name === 'done' && (
        <p role="status">
          <FormattedMessage id="forgotPassword.done" />
        </p>
      )}
    </AuthPage>
  );
}
