/**
 * `text` between First Strong Isolate and Pop Directional Isolate: what `<bdi>` does, for a value
 * (an amount, a date, a code) put into a label's plain string, so it keeps its own direction and
 * order whatever the words around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
