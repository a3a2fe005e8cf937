import { useRef, useState, type FormEvent } from 'react';
import { TextArea as AriaTextArea, Text, TextField } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { useDebouncedCallback } from '../DataTable/useDebouncedCallback.js';
import { FieldErrorText, FieldLabel } from '../Field/Field.js';
import { fieldStyles } from '../Field/fieldStyles.js';
import { Form } from '../Form/Form.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { CharacterCount } from './CharacterCount.js';
import { textProblem, type TextProblem } from './check.js';
import * as styles from './QuestionForm.css.js';

/** How long typing must pause before screen readers hear the count. */
const ANNOUNCE_AFTER_MS = 1000;

export interface QuestionFormLabels {
  /** The box's label, e.g. "Tu pregunta" (asking) or "Tu respuesta" (answering). */
  label: string;
  /**
   * Help under the box, read with it, e.g. "El vendedor y los demás compradores la verán".
   * @default undefined
   */
  description?: string;
  /** The count in words, e.g. `(120, 500) => "120 de 500 caracteres"`. */
  count: (length: number, max: number) => string;
  /** The submit button, e.g. "Preguntar" or "Responder". */
  submit: string;
  /** The button's text while `isPending`, e.g. "Enviando…". */
  sending: string;
  /** The error for an empty text (spaces alone count as empty), e.g. "Escribe tu pregunta". */
  required: string;
  /** The error for a text past `max`, e.g. `(500) => "Como mucho 500 caracteres"`. */
  tooLong: (max: number) => string;
}

export interface QuestionFormProps {
  /**
   * The text, kept by the app: clear it after a successful send (the form then starts afresh),
   * keep it after a refusal so nothing typed is lost.
   */
  value: string;
  /** Called with the text as it is typed. */
  onChange: (value: string) => void;
  /**
   * Called with the text, trimmed, when it is sent and the form's own checks pass (not empty, at
   * most `max`). Not called again while `isPending`.
   */
  onSubmit: (text: string) => void;
  /** The field's label, help and character count, the send button and its pending words, and the errors, from the app's catalogue. */
  labels: QuestionFormLabels;
  /**
   * The most characters allowed: 500 for a question, 1000 for an answer. More can be typed or
   * pasted (nothing is cut off unseen); the count warns and sending is refused.
   * @default 500
   */
  max?: number;
  /**
   * Whether the text is being sent: the button shows `labels.sending` and cannot be pressed, and
   * the box is read-only until the answer comes.
   * @default false
   */
  isPending?: boolean;
  /**
   * Marks the box invalid from outside, e.g. after the server refused the text (a `429`).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * The app's error under the box, e.g. "Has hecho muchas preguntas; prueba en una hora". The
   * form's own (`labels.required`, `labels.tooLong`) take its place after a refused send.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Visible lines before the box scrolls; users can drag it taller.
   * @default 3
   */
  rows?: number;
  /**
   * Example text while the box is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
}

/**
 * A question to the seller, or the seller's answer: a required box with a live count of
 * characters (announced politely once typing pauses, not at every key), its errors (the form's
 * own and the app's), and a send button that shows its pending state and cannot send twice.
 */
export function QuestionForm({
  value,
  onChange,
  onSubmit,
  labels,
  max = 500,
  isPending = false,
  isInvalid = false,
  errorMessage,
  rows = 3,
  placeholder,
}: QuestionFormProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<TextProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announce = useDebouncedCallback(
    (length: number) => setAnnouncement(labels.count(length, max)),
    ANNOUNCE_AFTER_MS,
  );
  const ownError = problem && { required: labels.required, tooLong: labels.tooLong(max) }[problem];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = textProblem(value, max);
    setProblem(found);
    if (found) box.current?.focus();
    else onSubmit(value.trim());
  };

  return (
    <Form onSubmit={submit}>
      <TextField
        value={value}
        onChange={(text) => {
          setProblem(null);
          announce.call(text.length);
          onChange(text);
        }}
        isRequired
        isReadOnly={isPending}
        isInvalid={isInvalid || ownError !== null}
        className={fieldStyles.field}
      >
        <FieldLabel isRequired>{labels.label}</FieldLabel>
        <AriaTextArea
          ref={box}
          rows={rows}
          placeholder={placeholder}
          className={`${fieldStyles.inputBox} ${styles.box}`}
        />
        <Text slot="description" className={styles.help}>
          {labels.description && <span>{labels.description}</span>}
          <CharacterCount text={labels.count(value.length, max)} isOver={value.length > max} />
        </Text>
        <FieldErrorText>{ownError ?? errorMessage}</FieldErrorText>
      </TextField>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} pendingLabel={labels.sending}>
          {labels.submit}
        </Button>
      </div>
    </Form>
  );
}
