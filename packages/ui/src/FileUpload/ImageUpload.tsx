import type { ImageUploadLabels } from './labels.js';
import { Upload, type UploadFieldProps } from './Upload.js';

export interface ImageUploadProps extends UploadFieldProps {
  /** Every word of the field; counts and sizes come as numbers for the app to format. */
  labels: ImageUploadLabels;
  /**
   * Accepted types.
   * @default ['image/*']
   */
  accept?: readonly string[];
}

/**
 * Photos for a form, e.g. a product's: FileUpload's drop zone, button and limits, with a preview
 * of each photo. Order matters (the first is the cover), so photos can be dragged into place with
 * a pointer or, from the keyboard, with their drag handle or their move earlier and later buttons.
 * A field of one photo (`maxFiles` 1) has no dragging and no handle: there is nothing to order.
 */
export function ImageUpload({ accept = ['image/*'], ...props }: ImageUploadProps) {
  return <Upload {...props} accept={accept} kind="image" />;
}
