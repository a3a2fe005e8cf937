/** One entry of an upload field: a file picked in this session, or one already stored (`url`). */
export interface UploadFile {
  /** Unique and stable: it keys the row and survives reordering. */
  id: string;
  /** Shown to the user and in the names of the row's buttons. */
  name: string;
  /** The picked file, for a preview and for sending; absent for stored files. */
  file?: File;
  /** Where a stored file lives, e.g. a product photo being edited. */
  url?: string;
  /** Upload progress, 0 to 100, while the file is being sent. */
  progress?: number;
  /** Why this file failed, e.g. an error from the server. */
  error?: string;
}

export interface UploadLimits {
  /**
   * MIME types (`image/png`), families (`image/*`) or extensions (`.pdf`); none means any type.
   * @default []
   */
  accept?: readonly string[];
  /**
   * The most files the field holds.
   * @default Infinity
   */
  maxFiles?: number;
  /**
   * The largest file, in bytes.
   * @default Infinity
   */
  maxSize?: number;
}

export type RejectionReason = 'type' | 'size' | 'count';

export interface Rejection {
  name: string;
  reason: RejectionReason;
}

export interface Selection {
  /** The current files followed by the accepted new ones. */
  files: UploadFile[];
  /** New files left out, in the order they came. */
  rejections: Rejection[];
}

/** Whether a file's MIME type or extension is one that `accept` allows. */
export function matchesType(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * Adds the picked files that fit the limits to the current ones. A file of the wrong type or size
 * is left out whatever the count; the rest are taken in order until `maxFiles` is reached.
 */
export function addFiles(
  current: readonly UploadFile[],
  picked: readonly File[],
  limits: UploadLimits,
  makeId: () => string,
): Selection {
  const { accept = [], maxFiles = Infinity, maxSize = Infinity } = limits;
  const files = [...current];
  const rejections: Rejection[] = [];
  for (const file of picked) {
    const reason: RejectionReason | undefined = !matchesType(file, accept)
      ? 'type'
      : file.size > maxSize
        ? 'size'
        : files.length >= maxFiles
          ? 'count'
          : undefined;
    if (reason) rejections.push({ name: file.name, reason });
    else files.push({ id: makeId(), name: file.name, file });
  }
  return { files, rejections };
}

/**
 * The list with the entries `ids` moved, in their order, just before or after `targetId`: what a
 * drop between photos asks for, and what the move buttons do with a neighbour as the target.
 */
export function moveFiles(
  files: readonly UploadFile[],
  ids: ReadonlySet<string>,
  targetId: string,
  position: 'before' | 'after',
): UploadFile[] {
  const moved = files.filter((entry) => ids.has(entry.id));
  const rest = files.filter((entry) => !ids.has(entry.id));
  const target = rest.findIndex((entry) => entry.id === targetId);
  if (target === -1) return [...files];
  rest.splice(position === 'before' ? target : target + 1, 0, ...moved);
  return rest;
}
