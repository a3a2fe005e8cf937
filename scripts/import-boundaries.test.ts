import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries of eslint.config.js (issue 37): a line importing the wrong way, linted as if
 * it were in a file of that folder, is an error, and the same line where it may go is not.
 */

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

const WRONG_WAY = 'import-x/no-restricted-paths';
const CIRCLE = 'plaza/no-cycle';

/** The import rules that `code` breaks, linted as the file at `filePath` (it need not exist). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule === WRONG_WAY || rule === CIRCLE);
}

// The first lint loads the configuration and its plugins: seconds on a busy machine.
describe('lint stops an import going the wrong way', { timeout: 30_000 }, () => {
  it('from the design system to the API', async () => {
    const line = "import { ApiError } from '@plaza/api';";
    expect(await brokenRules('packages/ui/src/Button/wrong.ts', line)).toEqual([WRONG_WAY]);
    expect(await brokenRules('app/src/lib/right.ts', line)).toEqual([]);
  });

  it('from the app’s shared code to a feature', async () => {
    const line = "import { cancelIntoCart } from '../features/cart/put-back';";
    expect(await brokenRules('app/src/lib/wrong.ts', line)).toEqual([WRONG_WAY]);
    expect(await brokenRules('app/src/app/right.ts', line)).toEqual([]);
  });

  it('from one feature to another, not within one', async () => {
    expect(
      await brokenRules(
        'app/src/features/checkout/wrong.ts',
        "import { cancelIntoCart } from '../cart/put-back';",
      ),
    ).toEqual([WRONG_WAY]);
    expect(
      await brokenRules(
        'app/src/features/cart/right.ts',
        "import { cancelIntoCart } from './put-back';",
      ),
    ).toEqual([]);
  });

  it('from a server domain folder to the composition, routes or render', async () => {
    for (const line of [
      "import type { Services } from '../services.js';",
      "import { registerApiRoutes } from '../routes/index.js';",
    ]) {
      expect(await brokenRules('packages/server/src/orders/wrong.ts', line)).toEqual([WRONG_WAY]);
    }
    expect(
      await brokenRules('packages/server/src/routes/right.ts', "import '../services.js';"),
    ).toEqual([]);
  });

  it('round in a circle', async () => {
    // orders/transitions.ts imports openRefund from here.
    expect(
      await brokenRules(
        'packages/server/src/payments/refunds.ts',
        "import { lockPurchase } from '../orders/transitions.js';\nvoid lockPurchase;",
      ),
    ).toEqual([CIRCLE]);
  });

  it('round in a circle of types, either way', async () => {
    // The same circle, this file's half only naming a type.
    expect(
      await brokenRules(
        'packages/server/src/payments/refunds.ts',
        "import type { lockPurchase } from '../orders/transitions.js';\nexport type Lock = typeof lockPurchase;",
      ),
    ).toEqual([CIRCLE]);
    // orders/pending.ts imports only the UserRow type from here.
    expect(
      await brokenRules(
        'packages/server/src/auth/authenticate.ts',
        "import { pendingCounts } from '../orders/pending.js';\nvoid pendingCounts;",
      ),
    ).toEqual([CIRCLE]);
  });
});
