import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withAllMessages } from '../i18n/catalogue';

/**
 * `load`'s component, fetched the first time it is open: the drawers and dialogs a visit never
 * opens cost its first load no bytes. Once open it stays mounted, so it can close as it should
 * (focus back on its button) and open again at once. It shows once every message is there.
 */
export function lazyOnOpen<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await withAllMessages(load) }));
  return function LazyOnOpen(props: P) {
    const [wasOpened, setWasOpened] = useState(props.isOpen);
    if (props.isOpen && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
