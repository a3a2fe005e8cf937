import { ConfirmDialog } from '@plaza/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';

/** A click that follows a link of this app elsewhere: where to, or null for any other click. */
function linkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}`;
  return to === `${window.location.pathname}${window.location.search}` ? null : to;
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for the app's own links, the
 * browser's question for a reload, a closed tab or another site. (Back is not asked about: the
 * browser has already moved when the page hears of it.)
 */
export function LeavePrompt({ when }: { when: boolean }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture, so the link's own handler (client-side navigation) never runs.
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      isOpen={leavingTo !== null}
      onOpenChange={(isOpen) => !isOpen && setLeavingTo(null)}
      variant="destructive"
      title={intl.formatMessage({ id: 'leavePrompt.title' })}
      confirmLabel={intl.formatMessage({ id: 'leavePrompt.leave' })}
      cancelLabel={intl.formatMessage({ id: 'leavePrompt.stay' })}
      onConfirm={() => leavingTo && navigate(leavingTo)}
    >
      <p>
        <FormattedMessage id="leavePrompt.text" />
      </p>
    </ConfirmDialog>
  );
}
