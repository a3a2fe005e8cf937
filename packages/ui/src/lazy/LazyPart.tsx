import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

export interface LazyPartProps {
  /** The lazily loaded part (a `React.lazy` component, or something that renders one). */
  children: ReactNode;
  /**
   * Shown while its code loads and, unless `errorFallback` is given, if it fails to load.
   * @default null
   */
  fallback?: ReactNode;
  /** Shown instead of `fallback` when the code failed to load, given the error. */
  errorFallback?: (error: Error) => ReactNode;
}

interface BoundaryProps extends Required<Pick<LazyPartProps, 'children'>> {
  renderError: (error: Error) => ReactNode;
}

/** Catches what its children throw, so it goes no further than the part. */
class PartBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.renderError(error) : this.props.children;
  }
}

/**
 * A lazily loaded part of a screen, with its own error boundary: if its code cannot be fetched
 * (offline, or an old tab after a redeploy removed the chunk), the fallback takes its place and the
 * rest of the screen goes on working, instead of the error reaching the app's boundary.
 */
export function LazyPart({ children, fallback = null, errorFallback }: LazyPartProps) {
  return (
    <PartBoundary renderError={errorFallback ?? (() => fallback)}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}
