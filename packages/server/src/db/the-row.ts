/** The first of `rows`, which must be there (it was just written, or is referenced); `what` names it if not. */
export async function theRow<Row>(rows: PromiseLike<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} is gone`);
  return row;
}
