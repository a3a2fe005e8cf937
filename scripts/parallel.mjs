// `node scripts/parallel.mjs a b …`: runs `npm run a`, `npm run b`, … at once and exits with the
// first failure's code, or 0. For steps of `npm test` that share nothing and are short (lint and
// types): on two cores, one step's waiting is the other's time. The browser journeys and
// Storybook's checks each use both cores already: run side by side (14b4dad to c863245) the whole
// of CI took 22 min, as it does with them one after the other. Each line of output is prefixed
// with its step's name.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @param {string} script
 * @returns {Promise<number>} the exit code
 */
function run(script) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours would still be chosen as for a terminal, as each step would alone.
      env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...process.env },
    });
    /** @param {import('node:stream').Readable} input @param {NodeJS.WriteStream} out */
    const prefixed = (input, out) =>
      createInterface({ input }).on('line', (line) => out.write(`[${script}] ${line}\n`));
    prefixed(child.stdout, process.stdout);
    prefixed(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`[${script}] ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
      resolve(status);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
