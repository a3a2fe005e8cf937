/*
 * The database's tables, one file per domain. `npm run db:generate` reads this file and writes a new
 * SQL migration in packages/server/drizzle after a change to any of them.
 */
export * from './meta.js';
export * from './accounts.js';
export * from './catalogue.js';
export * from './orders.js';
export * from './payments.js';
export * from './ledger.js';
export * from './support.js';
export * from './reviews.js';
export * from './questions.js';
export * from './notifications.js';
export * from './messages.js';
export * from './claims.js';
