import { vars, type UploadFile } from '@plaza/ui';
import type { ReactNode } from 'react';

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
