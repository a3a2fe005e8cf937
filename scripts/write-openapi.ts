import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { OPENAPI_FILE, serverOpenApiDocument } from './openapi-document.ts';

/**
 * `npm run docs:api`: writes docs/openapi.json from the server as it is now. Run it after changing
 * a call, and commit the file with the change (scripts/openapi-document.test.ts fails until then).
 */
const path = fileURLToPath(OPENAPI_FILE);
const text = JSON.stringify(await serverOpenApiDocument());
// Formatted as `prettier --check` expects, so lint passes on the written file.
const options = await resolveConfig(path);
await writeFile(path, await format(text, { ...options, filepath: path }));
console.log(`wrote ${path}`);
