import { ApiError } from '@plaza/api';

/**
 * The server names a refused photo by its place (`photos.2`); the form has one photos field, so
 * those errors move onto it (the message says which rule, the preview list shows the photos).
 */
export function withPhotoErrorsOnField(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = /^photos\.\d+$/.test(name) ? 'photos' : name;
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  throw new ApiError({
    status: error.status,
    code: error.code,
    detail: error.message,
    fields,
    ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
  });
}
