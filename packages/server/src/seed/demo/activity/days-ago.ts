const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment `days` before now, for what the demo writes with its date instead of moving it back
 * later: the ledger is append-only (backdate.ts).
 */
export const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY_MS);
