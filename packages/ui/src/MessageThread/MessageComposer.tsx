import { LockSimpleIcon } from '@phosphor-icons/react/dist/ssr/LockSimple';
import { useRef, useState, type FormEvent } from 'react';
import { TextArea as AriaTextArea, Text, TextField } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { FieldErrorText, FieldLabel } from '../Field/Field.js';
import { fieldStyles } from '../Field/fieldStyles.js';
import type { FileUploadLabels } from '../FileUpload/labels.js';
import type { UploadFile } from '../FileUpload/selection.js';
import { Upload } from '../FileUpload/Upload.js';
import { Form } from '../Form/Form.js';
import { CharacterCount } from '../QuestionForm/CharacterCount.js';
import { textProblem } from '../QuestionForm/check.js';
import * as formStyles from '../QuestionForm/QuestionForm.css.js';
import * as styles from './MessageComposer.css.js';

/** What is being written: the words and, at most, one photo. */
export interface MessageDraft {
  text: string;
  /**
   * The photo picked to go with it.
   * @default undefined
   */
  photo?: UploadFile;
}

export interface MessageComposerLabels {
  /** The box's label, e.g. "Tu mensaje". */
  label: string;
  /** The count in words, e.g. `(120, 2000) => "120 de 2000 caracteres"`. */
  count: (length: number, max: number) => string;
  /** The send button, e.g. "Enviar". */
  send: string;
  /** The button's text while `isPending`, e.g. "Enviando…". */
  sending: string;
  /** The error for neither words nor a photo, e.g. "Escribe un mensaje o adjunta una foto". */
  required: string;
  /** The error for words past `max`, e.g. `(2000) => "Como mucho 2000 caracteres"`. */
  tooLong: (max: number) => string;
  /** The photo's field: its label (e.g. "Foto") and FileUpload's words. */
  photo: FileUploadLabels & { label: string };
}

export interface MessageComposerProps {
  /** The message being written, kept by the app: clear it after a send, keep it after a refusal. */
  draft: MessageDraft;
  /** Called with the draft as it is typed and as a photo is picked or removed. */
  onDraftChange: (draft: MessageDraft) => void;
  /**
   * Called with the words, trimmed, and the photo's file when the form's checks pass (words or a
   * photo, at most `max` characters). Not called again while `isPending`.
   */
  onSend: (message: { text: string; photo?: File }) => void;
  labels: MessageComposerLabels;
  /**
   * The most characters allowed; more can be typed, the count warns and sending is refused.
   * @default 2000
   */
  max?: number;
  /**
   * The largest photo, in bytes; a larger one is left out with `labels.photo.tooLarge`.
   * @default Infinity
   */
  maxPhotoSize?: number;
  /**
   * Whether the message is being sent: the button shows `labels.sending`, nothing can change.
   * @default false
   */
  isPending?: boolean;
  /**
   * The app's error under the box, e.g. a `429`'s "Enviaste muchos mensajes; espera un minuto".
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Why nothing more can be written, e.g. "La conversación se cerró el 3 de mayo": shown in the
   * composer's place.
   * @default undefined
   */
  closedReason?: string;
}

/**
 * Where a message of a sale's conversation is written: a box with a live count, one photo (FileUpload's
 * field, with its preview and checks), and a send button that shows its pending state and cannot
 * send twice. A closed conversation shows why instead.
 */
export function MessageComposer({
  draft,
  onDraftChange,
  onSend,
  labels,
  max = 2000,
  maxPhotoSize,
  isPending = false,
  errorMessage,
  closedReason,
}: MessageComposerProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);

  if (closedReason !== undefined) {
    return (
      <p className={styles.closed}>
        <LockSimpleIcon aria-hidden size="1.25em" />
        {closedReason}
      </p>
    );
  }

  const { text, photo } = draft;
  const ownError = problem && { required: labels.required, tooLong: labels.tooLong(max) }[problem];

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = textProblem(text, max);
    // A photo may go alone.
    const blocking = found === 'required' && photo ? null : found;
    setProblem(blocking);
    if (blocking) box.current?.focus();
    else onSend({ text: text.trim(), photo: photo?.file });
  };

  return (
    <Form onSubmit={send}>
      <TextField
        value={text}
        onChange={(value) => {
          setProblem(null);
          onDraftChange({ ...draft, text: value });
        }}
        isReadOnly={isPending}
        isInvalid={Boolean(errorMessage) || ownError !== null}
        className={fieldStyles.field}
      >
        <FieldLabel>{labels.label}</FieldLabel>
        <AriaTextArea ref={box} rows={3} className={`${fieldStyles.inputBox} ${formStyles.box}`} />
        <Text slot="description" className={formStyles.help}>
          <CharacterCount text={labels.count(text.length, max)} isOver={text.length > max} />
        </Text>
        <FieldErrorText>{ownError ?? errorMessage}</FieldErrorText>
      </TextField>
      <Upload
        kind="image"
        label={labels.photo.label}
        labels={labels.photo}
        files={photo ? [photo] : []}
        onChange={(files) => {
          setProblem(null);
          onDraftChange({ ...draft, photo: files[0] });
        }}
        accept={['image/*']}
        maxFiles={1}
        maxSize={maxPhotoSize}
        isDisabled={isPending}
      />
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isPending} pendingLabel={labels.sending}>
          {labels.send}
        </Button>
      </div>
    </Form>
  );
}
