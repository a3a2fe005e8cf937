import type { ReactNode } from 'react';

/** What an overlay shows: content, or a function given `close` for buttons that dismiss it. */
export type OverlayContent = ReactNode | ((close: () => void) => ReactNode);

export const renderContent = (content: OverlayContent, close: () => void): ReactNode =>
  typeof content === 'function' ? content(close) : content;
