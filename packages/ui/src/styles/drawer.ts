import { vars } from '../theme/contract.css.js';

/** The scrolling middle of a drawer (the Customizer, explore's filters sheet): a column of groups. */
export const drawerBody = (gap: string) =>
  ({
    display: 'grid',
    alignContent: 'start',
    gap,
    flex: 1,
    overflowY: 'auto',
    padding: vars.space.lg,
  }) as const;
