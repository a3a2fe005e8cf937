import { RegisterBody } from '@plaza/api';
import { Button, Checkbox, Form, TextField } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { NameFields, useNameLabels } from '../../../components/name-fields';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/use-form';
import { clientErrors, type FieldErrorIds } from '../../../lib/form-errors';
import { register } from '../api/account-calls';
import { AuthPage } from './auth-page';
import { EmailField } from './email-field';
import * as styles from './auth-form.css';
import { Captcha } from './captcha';
import { UsernameField } from './username-field';
import { useMessage } from '../../../hooks/use-message';
import { NewPasswordFields } from '../../../components/new-password-fields';

interface RegistrationValues extends Record<string, unknown> {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
  referral_code: string;
  accept_terms: boolean;
  hcaptcha_token: string | null;
}

/** What POST `auth/register/` takes: the confirmation stays in the form, an empty code means none. */
const toBody = ({
  password_confirmation: _confirmation,
  referral_code,
  hcaptcha_token,
  ...values
}: RegistrationValues): RegisterBody => ({
  ...values,
  ...(referral_code.trim() && { referral_code: referral_code.trim() }),
  ...(hcaptcha_token && { hcaptcha_token }),
});

/** @plaza/api's rules, and the two the body cannot carry: matching passwords and a solved captcha. */
function check(values: RegistrationValues): FieldErrorIds {
  const errors = clientErrors(toBody(values), RegisterBody);
  if (!values.password_confirmation) errors.password_confirmation = 'form.error.required';
  else if (values.password_confirmation !== values.password) {
    errors.password_confirmation = 'form.error.passwordMatch';
  }
  if (!values.hcaptcha_token) errors.hcaptcha_token = 'error.captchaRequired';
  return errors;
}

/** Registration (docs/product.md, sections 2 and 5); `referralCode` comes from a `?ref=` link. */
export function RegisterForm({ referralCode }: { referralCode: string }) {
  const say = useMessage();
  const nameLabels = useNameLabels();
  const form = useForm<RegistrationValues>({
    initial: {
      username: '',
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      password_confirmation: '',
      referral_code: referralCode,
      accept_terms: false,
      hcaptcha_token: null,
    },
    check,
    send: (values) => register(toBody(values)),
  });
  const labels = {
    username: say('register.username'),
    email: say('form.email'),
    ...nameLabels,
    password: say('form.password'),
    password_confirmation: say('form.passwordConfirmation'),
    referral_code: say('register.referralCode'),
  };

  return (
    <AuthPage
      title="register.title"
      links={[{ href: paths.login, message: 'register.haveAccount' }]}
    >
      <p className={styles.intro}>
        <FormattedMessage id="register.intro" />
      </p>
      <Form onSubmit={form.onSubmit}>
        <FormSummary errors={form.summary} labels={labels} />
        <UsernameField
          {...form.field('username')}
          label={labels.username}
          description={say('register.usernameHint')}
        />
        <EmailField {...form.field('email')} label={labels.email} />
        <NameFields field={form.field} labels={labels} className={styles.row} />
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
          labels={{ password: labels.password, confirmation: labels.password_confirmation }}
        />
        <TextField {...form.field('referral_code')} label={labels.referral_code} />
        <Checkbox
          name="accept_terms"
          isSelected={form.values.accept_terms}
          onChange={(accepted) => form.setValue('accept_terms', accepted)}
          isInvalid={form.errors.accept_terms !== undefined}
          errorMessage={form.message('accept_terms')}
          isRequired
        >
          <FormattedMessage id="register.acceptTerms" />
        </Checkbox>
        <Captcha
          onToken={(token) => form.setValue('hcaptcha_token', token)}
          errorMessage={form.message('hcaptcha_token')}
        />
        <Button type="submit" isPending={form.isPending} pendingLabel={say('common.loading')}>
          <FormattedMessage id="register.submit" />
        </Button>
      </Form>
    </AuthPage>
  );
}
