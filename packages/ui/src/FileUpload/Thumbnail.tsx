import { useEffect, useRef } from 'react';
import type { UploadFile } from './selection.js';
import * as styles from './FileUpload.css.js';

/**
 * A square preview of an image entry: its stored `url`, or an object URL made for the picked file
 * and revoked when the entry goes away or the file changes, so previews never leak memory. The
 * source is set on the element itself, so a remount (as under StrictMode) makes a fresh URL.
 */
export function Thumbnail({ entry }: { entry: UploadFile }) {
  const image = useRef<HTMLImageElement>(null);
  const { file } = entry;
  useEffect(() => {
    if (!file || !image.current) return;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // The name is written next to it, so the picture adds nothing for screen readers.
  return <img ref={image} src={file ? undefined : entry.url} alt="" className={styles.preview} />;
}
