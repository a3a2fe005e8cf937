import type { ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import type { PaymentRegistry } from './registry.js';

/*
 * What a purchase's payment steps use of the server's services. Routes and jobs pass their
 * `Services`, which has these and more; the domain names only what it uses, so it never imports the
 * composition that builds it.
 */

/** The database and the ways this shop takes money. */
export interface PaymentNeeds {
  db: Db;
  payments: PaymentRegistry;
}

/**
 * …and what follows a payment step once it is committed (changes/in-change.ts): the mail a payment
 * owes its buyer and sellers, the catalogue's kept answers forgotten when a purchase expires. The
 * log is the caller's, given beside.
 */
export interface PaymentMailNeeds extends PaymentNeeds, Omit<ChangeServices, 'log'> {}
