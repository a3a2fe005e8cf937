import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningEntry {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** The exit code (null after a signal). Made at spawn, so an early exit is never missed. */
  exited: Promise<number | null>;
}

/**
 * Runs one of the server's TypeScript entry points (`src/main.ts`, `src/cli/*.ts`) in its own
 * process, as the root scripts do, with only PATH, NODE_ENV=test and `env` in its environment.
 */
export function runEntry(
  entry: string,
  args: string[] = [],
  env: Record<string, string> = {},
): RunningEntry {
  return runCommand([process.execPath, '--import', 'tsx', entry, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
  });
}

/** Runs a program and its arguments (a Dockerfile's exec form) in its own process. */
export function runCommand(
  [file = '', ...args]: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): RunningEntry {
  const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** How long a start may take before the test says why, rather than its own time running out. */
const START_LIMIT_MS = 120_000;

/** The address the server process prints once it listens; fails if it exits first, or hangs. */
export async function urlOf({ output, child }: RunningEntry): Promise<string> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    const match = /Plaza is running at (\S+)/.exec(output());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
