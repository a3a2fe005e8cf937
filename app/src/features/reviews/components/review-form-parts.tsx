import { Button, TextArea } from '@plaza/ui';
import { useIntl } from 'react-intl';
import type { FieldBinding } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';
import * as styles from './reviews.css';

interface CountedTextProps {
  /** The form's binding of the text (`form.field(name)`). */
  field: FieldBinding;
  label: string;
  /** The help under the box, a message with `{count}` and `{max}`: it counts as one types. */
  help: MessageId;
  /** The most characters the API takes. */
  max: number;
  isRequired?: boolean;
}

/** The text of a review or of its reply: a five-row box whose help counts its characters. */
export function CountedText({ field, label, help, max, isRequired }: CountedTextProps) {
  const intl = useIntl();
  return (
    <TextArea
      {...field}
      label={label}
      description={intl.formatMessage({ id: help }, { count: field.value.length, max })}
      isRequired={isRequired}
      rows={5}
    />
  );
}

interface SendOrCancelProps {
  sendLabel: string;
  /** Whether the form is sending: the button says so and cannot send twice. */
  isPending: boolean;
  onCancel: () => void;
}

/** A review form's buttons, at its end: "Cancel", and the one that sends it. */
export function SendOrCancel({ sendLabel, isPending, onCancel }: SendOrCancelProps) {
  const say = useMessage();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={onCancel}>
        {say('common.cancel')}
      </Button>
      <Button type="submit" isPending={isPending} pendingLabel={say('common.loading')}>
        {sendLabel}
      </Button>
    </div>
  );
}
