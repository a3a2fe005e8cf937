import { vars } from '@plaza/ui';

/** A sample card's box (one loading, in Skeleton's stories): a surface, its parts spaced. */
export const sampleCard = {
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
} as const;
