import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses `target` once errors show after its form is submitted: at once when the app checks
 * the form in `onSubmit`, or later when a server's answer brings them. Nothing moves while the
 * user is just fixing fields.
 */
export function useFocusAfterSubmit(target: RefObject<HTMLElement | null>, errors: unknown) {
  const awaitingErrors = useRef(false);

  useEffect(() => {
    const element = target.current;
    const form = element?.closest('form');
    if (!element || !form) return;
    const focusIfShown = () => {
      if (!awaitingErrors.current || element.hidden) return;
      awaitingErrors.current = false;
      element.focus();
    };
    const onSubmit = () => {
      awaitingErrors.current = true;
      // After React has rendered what onSubmit found, even if the errors are the same as before.
      requestAnimationFrame(focusIfShown);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [target]);

  useEffect(() => {
    const element = target.current;
    if (awaitingErrors.current && element && !element.hidden) {
      awaitingErrors.current = false;
      element.focus();
    }
  }, [target, errors]);
}
