import { Button, Dialog, Form, TextArea } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormSummary } from '../form-summary';
import { useForm } from '../../hooks/use-form';
import { tooLong, type FieldErrorIds } from '../../lib/form-errors';
import * as styles from './reason-dialog.css';

interface ReasonDialogProps {
  /** Open while true. */
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What the decision is about, above the text box. */
  children?: ReactNode;
  /** The text box's label, e.g. "Note for the user". */
  label: string;
  description?: string;
  /**
   * The text's name in the API's body, so that a `400` about it shows under the box.
   * @default 'text'
   */
  name?: string;
  /** Whether the text may be left empty. */
  isRequired: boolean;
  /** The largest text the API takes. */
  maxLength: number;
  initialText?: string;
  confirmLabel: string;
  /** @default 'primary' */
  variant?: 'primary' | 'danger';
  /**
   * `lg` for a long text or context above the box: a wider dialog, a five-row box, closer spacing.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /** Sends the trimmed text (null when left empty); a rejection shows in the form. */
  onSend: (text: string | null) => Promise<void>;
}

/**
 * What taking something down asks (a product suspended, a review hidden): a reason, required, sent
 * as the API's `reason` (at most 500 characters, docs/api.md), and a red button. `<ReasonDialog
 * {...TAKEDOWN_REASON} …>`.
 */
export const TAKEDOWN_REASON = {
  name: 'reason',
  isRequired: true,
  maxLength: 500,
  variant: 'danger',
} as const;

/**
 * An administrator's decision that goes with a text: a note on a withdrawal, an answer to a ticket,
 * the reason a product is suspended.
 */
export function ReasonDialog({ isOpen, onClose, title, size = 'md', ...form }: ReasonDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title} size={size}>
      {isOpen && <ReasonForm {...form} isRoomy={size === 'lg'} onCancel={onClose} />}
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, 'isOpen' | 'onClose' | 'title' | 'size'> & {
  isRoomy: boolean;
  onCancel: () => void;
};

function ReasonForm({
  children,
  label,
  description,
  name = 'text',
  isRequired,
  maxLength,
  initialText = '',
  confirmLabel,
  variant = 'primary',
  isRoomy,
  onSend,
  onCancel,
}: ReasonFormProps) {
  const intl = useIntl();
  const check = (values: Record<string, string>): FieldErrorIds => {
    const text = values[name] ?? '';
    if (isRequired && !text.trim()) return { [name]: 'form.error.required' };
    return text.length > maxLength ? { [name]: tooLong(maxLength) } : {};
  };
  const form = useForm<Record<string, string>>({
    initial: { [name]: initialText },
    check,
    send: (values) => onSend(values[name]?.trim() || null),
  });
  const content = (
    <>
      {children}
      <FormSummary errors={form.summary} labels={{ [name]: label }} />
      <TextArea
        {...form.field(name)}
        label={label}
        description={description}
        isRequired={isRequired}
        rows={isRoomy ? 5 : undefined}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'admin.cancel' })}
        </Button>
        <Button
          type="submit"
          variant={variant}
          isPending={form.isPending}
          pendingLabel={intl.formatMessage({ id: 'common.loading' })}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
  return (
    <Form onSubmit={form.onSubmit}>
      {isRoomy ? <div className={styles.body}>{content}</div> : content}
    </Form>
  );
}
