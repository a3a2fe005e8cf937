import { lazy, useState, useSyncExternalStore } from 'react';
import { LazyPart } from '../lazy/LazyPart.js';
import type { ToastRegionProps } from './Toast.js';

/**
 * The region's code (react-aria's toast region and landmark, the icons) comes with the first toast:
 * a page's first visit, which rarely raises one, fetches about 3.5 KB less script (issue 36).
 */
const ToastList = lazy(async () => ({ default: (await import('./Toast.js')).ToastList }));

/**
 * Where toasts appear, at the bottom end of the screen (ToastList). Each is announced politely,
 * closes after 5000 ms, and stays while hovered or focused; F6 moves to the region. Nothing is
 * drawn until the queue has a toast; from then on the region stays. If its code cannot be fetched,
 * there is no region and the page goes on.
 */
export function ToastRegion(props: ToastRegionProps) {
  const { queue } = props;
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [wasShown, setWasShown] = useState(hasToasts);
  if (hasToasts && !wasShown) setWasShown(true);
  if (!wasShown) return null;
  return (
    <LazyPart>
      <ToastList {...props} />
    </LazyPart>
  );
}
