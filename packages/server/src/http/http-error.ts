/**
 * An answer the API gives on purpose: a status, a stable machine-readable `code` the app translates,
 * and an English `detail` for people reading logs and raw answers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'Not found.');
