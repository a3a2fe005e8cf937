import { vars, type FileUploadLabels, type UploadFile } from '@plaza/ui';
import type { ComponentType, ReactNode } from 'react';
import { useReportedState } from '../../play/field-state.js';
import type { SampleLanguage } from './sample-language.js';

/** What an upload field's words are made of, in one sample language. */
export interface UploadWords {
  /** What is picked, as the drop zone and its button say it: "documents", "una foto". */
  things: string;
  /** Several of them, as the too-many message counts them: "documents", "fotos". */
  counted: string;
  /** The list's name. */
  list: string;
  /** What every file must be: "a PDF", "una foto". */
  kind: string;
}

/**
 * FileUpload's labels from what is picked, in each sample language, worded as the app's catalogue
 * words its own.
 */
const uploadLabelsFrom: Record<SampleLanguage, (words: UploadWords) => FileUploadLabels> = {
  es: ({ things, counted, list, kind }) => ({
    dropZone: `Suelta ${things} aquí o`,
    browse: `Elegir ${things}`,
    list,
    remove: (name) => `Quitar ${name}`,
    progress: (name) => `Subiendo ${name}`,
    tooMany: (maxFiles) => `Como máximo ${maxFiles} ${counted}; el resto no se agregó.`,
    tooLarge: (name, maxSize) => `${name} pesa más de ${maxSize / 1_000_000} MB.`,
    wrongType: (name) => `${name} no es ${kind}.`,
  }),
  en: ({ things, counted, list, kind }) => ({
    dropZone: `Drop ${things} here or`,
    browse: `Choose ${things}`,
    list,
    remove: (name) => `Remove ${name}`,
    progress: (name) => `Uploading ${name}`,
    tooMany: (maxFiles) => `At most ${maxFiles} ${counted}; the rest were left out.`,
    tooLarge: (name, maxSize) => `${name} is larger than ${maxSize / 1_000_000} MB.`,
    wrongType: (name) => `${name} is not ${kind}.`,
  }),
};

/**
 * FileUpload's labels in each sample language, for `inSampleLanguage`, from the words for what is
 * picked in each ("documents" in a "Chosen documents" list, each "a PDF").
 */
export const uploadLabels = (
  words: Record<SampleLanguage, UploadWords>,
): Record<SampleLanguage, FileUploadLabels> => ({
  es: uploadLabelsFrom.es(words.es),
  en: uploadLabelsFrom.en(words.en),
});

/** What an upload field (FileUpload, ImageUpload) takes from the app that keeps its list. */
interface ControlledProps {
  files: readonly UploadFile[];
  onChange: (files: UploadFile[]) => void;
}

/**
 * A story's `render` for `Field` played as the app plays it: the story keeps the list, and each
 * change still reaches the `onChange` spy.
 */
export function renderControlled<Props extends ControlledProps>(Field: ComponentType<Props>) {
  function Controlled(props: Props) {
    const [files, setFiles] = useReportedState(props.files, props.onChange);
    return <Field {...props} files={files} onChange={setFiles} />;
  }
  return (args: Props) => <Controlled {...args} />;
}

/** What each upload field of the matrix is given; the story adds its labels and component. */
export interface UploadState {
  label: string;
  files: UploadFile[];
  onChange: () => void;
  description?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
}

export interface UploadMatrixProps {
  /** Draws one field (FileUpload or ImageUpload) in the given state. */
  field: (state: UploadState) => ReactNode;
  /** The three fields' labels: filled, empty and invalid, disabled. */
  names: readonly [string, string, string];
  /** The filled field's hint, and whether it is required. */
  description: string;
  isRequired?: boolean;
  /** The filled field's files: one stored, one uploading, one failed. The first shows disabled. */
  files: UploadFile[];
  /** The empty field's error. */
  errorMessage: string;
}

const ignore = () => {};

/** The screenshot of an upload field: filled (progress and an error), empty and invalid, disabled. */
export function UploadMatrix({
  field,
  names: [filled, empty, disabled],
  description,
  isRequired,
  files,
  errorMessage,
}: UploadMatrixProps) {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {field({ label: filled, description, isRequired, files, onChange: ignore })}
      {field({
        label: empty,
        files: [],
        onChange: ignore,
        isRequired: true,
        isInvalid: true,
        errorMessage,
      })}
      {field({ label: disabled, files: files.slice(0, 1), onChange: ignore, isDisabled: true })}
    </div>
  );
}
