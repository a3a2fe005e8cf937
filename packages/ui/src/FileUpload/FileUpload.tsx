import type { FileUploadLabels } from './labels.js';
import { Upload, type UploadFieldProps } from './Upload.js';

export interface FileUploadProps extends UploadFieldProps {
  /** Every word of the field; counts and sizes come as numbers for the app to format. */
  labels: FileUploadLabels;
}

/**
 * Files for a form, e.g. documents: a drop zone and a button (react-aria's DropZone and
 * FileTrigger), the limits told before picking and enforced on every pick with a message naming
 * each file left out, then a list with each file's progress, error and remove button. Controlled:
 * the app keeps `files` and uploads them.
 */
export function FileUpload(props: FileUploadProps) {
  return <Upload {...props} kind="file" />;
}
