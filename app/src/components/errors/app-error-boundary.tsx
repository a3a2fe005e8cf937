import { ErrorFallback } from '@plaza/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { reloadPage } from '../../lib/leave-page';
import { shouldReloadAfterError } from './reload-once';

function Fallback() {
  const intl = useIntl();
  return (
    <ErrorFallback
      labels={{
        title: intl.formatMessage({ id: 'errorScreen.title' }),
        message: intl.formatMessage({ id: 'errorScreen.message' }),
        reload: intl.formatMessage({ id: 'errorScreen.reload' }),
        support: intl.formatMessage({ id: 'support.title' }),
      }}
      onReload={reloadPage}
      supportHref={paths.support}
    />
  );
}

function reloadOnce(): boolean {
  try {
    if (!shouldReloadAfterError(window.sessionStorage, Date.now())) return false;
  } catch {
    return false; // session storage switched off: no way to avoid a loop, so no reload
  }
  reloadPage();
  return true;
}

interface State {
  hasFailed: boolean;
}

/**
 * An unexpected render error reloads the page once (a stale chunk after a deploy, a state that a
 * fresh start clears); if it comes back, the fallback asks the user to update the browser and tell
 * support (docs/product.md, section 2).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reloadOnce();
  }

  override render() {
    return this.state.hasFailed ? <Fallback /> : this.props.children;
  }
}
