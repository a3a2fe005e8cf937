import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
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

/** …and the mail a payment owes its buyer and sellers once it is taken. */
export interface PaymentMailNeeds extends PaymentNeeds {
  mailer: Mailer;
}
