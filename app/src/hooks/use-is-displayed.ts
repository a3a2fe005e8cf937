import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element takes room on the page: `false` while a style hides it (`display: none`),
 * as a container query does to explore's filter column on phones. A screen renders what goes
 * inside only then, instead of building controls nobody sees; a ResizeObserver tells before the
 * first paint, and again when the window is resized or turned.
 */
export function useIsDisplayed(ref: RefObject<HTMLElement | null>): boolean {
  const [isDisplayed, setDisplayed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setDisplayed(entry.contentRect.width > 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isDisplayed;
}
