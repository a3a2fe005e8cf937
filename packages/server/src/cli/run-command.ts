import { ConfigError } from '../config/index.js';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command's `main` as the process's work: its exit code, or 1 after an error. An error the
 * person can act on (a bad configuration, or one of `refusals`, such as a backup refused) is told
 * in its message alone; anything else whole, with its stack, since it is a fault to report.
 */
export async function runCommand(
  main: () => Promise<number>,
  refusals: readonly ErrorClass[] = [],
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    const told = [ConfigError, ...refusals].some((kind) => error instanceof kind);
    console.error(told ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
