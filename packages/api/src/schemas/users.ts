import { integer, min, object, string, type Infer } from 'superstruct';

/** A user as a purchase or a sale names them. */
export const UserRef = object({ id: min(integer(), 1), username: string() });
export type UserRef = Infer<typeof UserRef>;

/** A user as administrators see them beside a ticket or a withdrawal: with an address to write to. */
export const UserContact = object({ ...UserRef.schema, email: string() });
export type UserContact = Infer<typeof UserContact>;
