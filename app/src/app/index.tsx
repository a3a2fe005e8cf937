import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import type { Messages } from '../i18n/messages';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ messages }: { messages: Messages }) {
  return (
    <AppProvider messages={messages}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </AppProvider>
  );
}
