import { PageHeader, vars } from '@plaza/ui';
import type { ReactNode } from 'react';

interface ScreenPageProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A sample screen's page: its header, then its parts, spaced as the app's pages are. */
export function ScreenPage({ title, description, children }: ScreenPageProps) {
  return (
    <main style={{ display: 'grid', gap: vars.space.xxl, padding: vars.space.xl }}>
      <PageHeader title={title} description={description} />
      {children}
    </main>
  );
}

interface ScreenSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a sample screen, named by its title for screen readers and queries. */
export function ScreenSection({ title, children }: ScreenSectionProps) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: vars.space.lg, minInlineSize: 0 }}>
      <h2 style={{ margin: 0, fontSize: vars.fontSize.xl }}>{title}</h2>
      {children}
    </section>
  );
}

/** The style of a sample screen's grid: as many columns of at least `minWidth` as fit, `gap` apart. */
export function fitColumns(minWidth: string, gap: string) {
  return {
    display: 'grid',
    gap,
    gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}, 1fr))`,
  } as const;
}

/** A sample card's box (a ticket, a product, one loading): a surface, its parts spaced. */
export const sampleCard = {
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
} as const;
