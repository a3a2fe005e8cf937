import { PasswordField } from '@plaza/ui';
import type { FieldBinding } from '../hooks/use-form';
import { useMessage } from '../hooks/use-message';

interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirmation: FieldBinding;
  labels: { password: string; confirmation: string };
  /**
   * Whether a password must be given; not when changing it is optional, as on the profile.
   * @default true
   */
  isRequired?: boolean;
}

/** A new password and its confirmation, as registration and the password reset both ask. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
  isRequired = true,
}: NewPasswordFieldsProps) {
  const say = useMessage();
  return (
    <>
      <PasswordField
        {...password}
        label={labels.password}
        description={say('register.passwordHint')}
        toggleLabel={say('form.showPassword')}
        autoComplete="new-password"
        isRequired={isRequired}
      />
      <PasswordField
        {...confirmation}
        label={labels.confirmation}
        toggleLabel={say('form.showPassword')}
        autoComplete="new-password"
        isRequired={isRequired}
      />
    </>
  );
}
