/** The words of FileUpload; functions get what the app needs to build and pluralise each text. */
export interface FileUploadLabels {
  /** Text in the drop zone, e.g. "Drop files here or". */
  dropZone: string;
  /** The button that opens the file picker, e.g. "Choose files". */
  browse: string;
  /** The list of chosen files, for screen readers, e.g. "Chosen files". */
  list: string;
  /** Each remove button: `(name) => \`Remove ${name}\``. */
  remove: (name: string) => string;
  /** Each progress bar: `(name) => \`Uploading ${name}\``. */
  progress: (name: string) => string;
  /** Files beyond the count were left out: `(maxFiles) => \`At most ${maxFiles} files\``. */
  tooMany: (maxFiles: number) => string;
  /** A file was too large; the app formats `maxSize` (bytes) as it likes. */
  tooLarge: (name: string, maxSize: number) => string;
  /** A file was of a type not accepted. */
  wrongType: (name: string) => string;
}

/** ImageUpload's words: FileUpload's and the buttons that reorder photos. */
export interface ImageUploadLabels extends FileUploadLabels {
  /**
   * Each photo's drag handle, which Enter picks up to move it from the keyboard too:
   * `(name) => \`Drag ${name} to reorder\``.
   */
  drag: (name: string) => string;
  /** Moves a photo towards the start: `(name) => \`Move ${name} earlier\``. */
  moveEarlier: (name: string) => string;
  /** Moves a photo towards the end: `(name) => \`Move ${name} later\``. */
  moveLater: (name: string) => string;
  /**
   * Announced after a move: `(name, position, count) => \`${name}, photo ${position} of ${count}\``.
   */
  moved: (name: string, position: number, count: number) => string;
}
