/**
 * Turns a body into multipart form data the way docs/api.md's uploads expect: nested objects become
 * `a[b]`, lists `a[0][b]`, `null` and `undefined` become empty strings (the server reads them as null),
 * and files (`Blob`) are sent as they are.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value instanceof Blob) {
      form.append(key, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => append(`${key}[${index}]`, item));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) append(`${key}[${name}]`, item);
    } else {
      form.append(key, value === null || value === undefined ? '' : String(value));
    }
  };
  for (const [key, value] of Object.entries(body)) append(key, value);
  return form;
}
