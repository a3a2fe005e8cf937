import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './Avatar.css.js';

export interface AvatarProps {
  /** The person's name or e-mail: the accessible name, and the source of the initials. */
  name: string;
  /**
   * URL of a photo. Without one, or if it fails to load, the initials are shown.
   * @default undefined
   */
  src?: string;
  /**
   * 24, 32 or 40 px.
   * @default 'md'
   */
  size?: styles.AvatarVariants['size'];
  /**
   * Whether text next to the avatar already names the person, so screen readers skip it.
   * @default false
   */
  isDecorative?: boolean;
}

/** A round photo of a person, or their initials on the primary colour. */
export function Avatar({ name, src, size, isDecorative = false }: AvatarProps) {
  const { locale } = useLocale();
  // Remembers which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };

  return (
    <span className={styles.avatar({ size })} {...a11y}>
      {src && src !== failedSrc ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        // Drawn by CSS rather than as text: initials picture the person like a photo does, and a
        // button holding an avatar should not read as labelled "AL" (WCAG 2.5.3, label in name).
        <span className={styles.initials} data-initials={initials(name, locale)} />
      )}
    </span>
  );
}

/** "Ana María López" → "AM"; "ana@example.com" → "A". */
function initials(name: string, locale: string): string {
  const words =
    name
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}
