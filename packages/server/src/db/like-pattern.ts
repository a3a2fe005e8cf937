/**
 * An `ILIKE` pattern that finds `text` anywhere, with LIKE's own wildcards in it escaped, so a search
 * for "50%" or "a_b" means those characters and not "anything".
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
