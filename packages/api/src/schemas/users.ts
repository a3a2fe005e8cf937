import * as s from 'superstruct';

/** A user as a purchase or a sale names them. */
export const UserRef = s.object({ id: s.min(s.integer(), 1), username: s.string() });
export type UserRef = s.Infer<typeof UserRef>;

/** A user as administrators see them beside a ticket or a withdrawal: with an address to write to. */
export const UserContact = s.object({ ...UserRef.schema, email: s.string() });
export type UserContact = s.Infer<typeof UserContact>;
