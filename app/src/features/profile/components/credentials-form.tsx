import { Email, OneTimeCode, Password, type User } from '@plaza/api';
import { Button, Form, OtpField, TextField } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { clientErrors, type FieldErrorIds } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { sendCode } from '../api/send-code';
import { updateProfile } from '../api/update-profile';
import { object, optional } from 'superstruct';
import * as styles from './profile.css';

const Changes = object({ email: optional(Email), password: optional(Password), code: OneTimeCode });

const initialValues = (user: User) => ({
  email: user.email,
  password: '',
  password_confirmation: '',
  code: '',
});

type CredentialValues = ReturnType<typeof initialValues>;

/** What changes: a new e-mail, a new password, or both; with the mailed code. */
function changesOf(values: CredentialValues, user: User) {
  return {
    ...(values.email.trim() !== user.email && { email: values.email.trim() }),
    ...(values.password !== '' && { password: values.password }),
    code: values.code,
  };
}

function checkCredentials(values: CredentialValues, user: User): FieldErrorIds {
  const changes = changesOf(values, user);
  const errors = clientErrors(changes, Changes);
  if (!changes.email && !changes.password) errors.email = 'profile.credentials.nothing';
  if (values.password !== values.password_confirmation) {
    errors.password_confirmation = 'form.error.passwordMatch';
  }
  return errors;
}

/**
 * A new e-mail address or password (docs/api.md, Account): both need the 6-digit code that
 * `send-code` mails to the current address, so a borrowed session cannot take the account.
 */
export function CredentialsForm({ user }: { user: User }) {
  const intl = useIntl();
  const say = useMessage();
  const toastFailure = useFailureToast();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const form = useForm({
    initial: initialValues(user),
    check: (values) => checkCredentials(values, user),
    send: async (values) => {
      await updateProfile(changesOf(values, user));
      toasts.add({ tone: 'success', title: say('profile.credentials.saved') });
      form.setValue('password', '');
      form.setValue('password_confirmation', '');
      form.setValue('code', '');
      setCodeSentTo(null);
    },
  });
  const labels = {
    email: say('form.email'),
    password: say('forgotPassword.newPassword'),
    password_confirmation: say('form.passwordConfirmation'),
    code: say('forgotPassword.otp'),
  };

  const requestCode = async () => {
    setSending(true);
    try {
      await sendCode();
      setCodeSentTo(user.email);
    } catch (failure) {
      toastFailure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={form.onSubmit} aria-label={say('profile.credentials')}>
      <FormSummary errors={form.summary} labels={labels} />
      <TextField {...form.field('email')} label={labels.email} type="email" autoComplete="email" />
      <p className={styles.text}>
        <FormattedMessage id="profile.credentials.passwordHint" />
      </p>
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
        labels={{ password: labels.password, confirmation: labels.password_confirmation }}
        isRequired={false}
      />
      <div className={styles.row}>
        <Button
          variant="secondary"
          onPress={() => void requestCode()}
          isPending={isSending}
          pendingLabel={say('common.loading')}
        >
          <FormattedMessage
            id={codeSentTo ? 'profile.credentials.resend' : 'forgotPassword.send'}
          />
        </Button>
      </div>
      <p className={styles.text} role="status">
        {codeSentTo &&
          intl.formatMessage({ id: 'profile.credentials.codeSent' }, { email: codeSentTo })}
      </p>
      <OtpField {...form.field('code')} label={labels.code} isRequired />
      <div>
        <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
          <FormattedMessage id="profile.credentials.save" />
        </Button>
      </div>
    </Form>
  );
}
