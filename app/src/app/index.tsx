import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AccountSwitchPrompt } from '../features/auth/components/account-switch-prompt';
import { AppProvider, type AppSettings } from './provider';
import { AppRouter } from './router';

/** The whole app, as the browser draws it and the server draws a first screen. */
export function App(settings: AppSettings) {
  return (
    <AppProvider {...settings}>
      <AppErrorBoundary>
        <AppRouter />
        <AccountSwitchPrompt />
      </AppErrorBoundary>
    </AppProvider>
  );
}
