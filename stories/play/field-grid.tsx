import { vars } from '@plaza/ui';
import type { ReactNode } from 'react';

interface FieldGridProps {
  /** The narrowest a column may get; as many columns as fit share the width. */
  minColumn?: string;
  children: ReactNode;
}

/** The field matrices' layout: every state of a field side by side, wrapping on narrow pages. */
export function FieldGrid({ minColumn = '14rem', children }: FieldGridProps) {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minColumn}, 1fr))`,
      }}
    >
      {children}
    </div>
  );
}
