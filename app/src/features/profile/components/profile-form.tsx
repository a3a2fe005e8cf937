import { UpdateUserBody, type User, type UserChanges } from '@plaza/api';
import { Button, Form, ImageUpload, TextField, type UploadFile } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSummary } from '../../../components/form-summary';
import { NameFields, useNameLabels } from '../../../components/name-fields';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { useUploadLabels } from '../../../hooks/use-upload-labels';
import { clientErrors } from '../../../lib/form-errors';
import { toasts } from '../../../lib/toasts';
import { updateProfile } from '../api/update-profile';
import * as styles from './profile.css';

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const STORED_AVATAR = 'stored-avatar';

interface ProfileValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  phone_number: string;
  /** The current avatar (stored, with its `url`), a new one picked, or none. */
  avatar: UploadFile[];
}

const initialValues = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone_number: user.phone_number ?? '',
  avatar: user.avatar ? [{ id: STORED_AVATAR, name: user.username, url: user.avatar }] : [],
});

/** The PATCH body: the words, and the avatar only when it changed (a new file, or removed). */
const fieldsOf = (values: ProfileValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  phone_number: values.phone_number.trim() || null,
});

function changesOf(values: ProfileValues): UserChanges {
  const [avatar] = values.avatar;
  const fields = fieldsOf(values);
  if (avatar?.file) return { ...fields, avatar: avatar.file };
  return avatar ? fields : { ...fields, avatar: null };
}

/** Name, phone and avatar (docs/api.md, Account: PATCH `auth/user/`), the new avatar previewed. */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const say = useMessage();
  const nameLabels = useNameLabels();
  const upload = useUploadLabels();
  const form = useForm({
    initial: initialValues(user),
    check: (values) => clientErrors(fieldsOf(values), UpdateUserBody),
    send: async (values) => {
      await updateProfile(changesOf(values));
      toasts.add({ tone: 'success', title: say('profile.saved') });
    },
  });
  const labels = {
    ...nameLabels,
    phone_number: say('profile.phone'),
    avatar: say('profile.avatar'),
  };

  return (
    <Form onSubmit={form.onSubmit} aria-label={say('profile.details')}>
      <FormSummary errors={form.summary} labels={labels} />
      <ImageUpload
        name="avatar"
        label={labels.avatar}
        description={say('profile.avatarHelp')}
        labels={{ ...upload.image, browse: say('profile.chooseAvatar') }}
        accept={AVATAR_TYPES}
        maxFiles={1}
        maxSize={5_000_000}
        files={form.values.avatar}
        onChange={(files) => form.setValue('avatar', files.slice(-1))}
        isInvalid={form.errors.avatar !== undefined}
        errorMessage={form.message('avatar')}
      />
      <NameFields field={form.field} labels={labels} className={styles.pair} />
      <TextField
        {...form.field('phone_number')}
        label={labels.phone_number}
        type="tel"
        autoComplete="tel"
      />
      <div>
        <Button
          type="submit"
          isPending={form.isPending}
          pendingLabel={intl.formatMessage({ id: 'common.loading' })}
        >
          <FormattedMessage id="profile.save" />
        </Button>
      </div>
    </Form>
  );
}
