export { FileUpload, type FileUploadProps } from './FileUpload.js';
export { ImageUpload, type ImageUploadProps } from './ImageUpload.js';
export type { FileUploadLabels, ImageUploadLabels } from './labels.js';
export type { UploadFile, UploadLimits } from './selection.js';
