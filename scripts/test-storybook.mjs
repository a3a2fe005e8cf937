// `npm run test:storybook`: build Storybook for testing, serve it on 127.0.0.1 and run every story's
// play function and an axe check in Chromium. Extra arguments go to test-storybook (e.g. a story
// file filter). The exit code is the test runner's; the server is closed whatever happens.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = fileURLToPath(new URL('..', import.meta.url));
// STORYBOOK_TEST_DIR lets two runs on one machine build side by side.
const outputDir = process.env.STORYBOOK_TEST_DIR ?? 'storybook-static';
/** @param {string} name */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>} the exit code
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} dir */
async function serve(dir) {
  const server = Fastify();
  await server.register(fastifyStatic, {
    root: fileURLToPath(new URL(`../${dir}`, import.meta.url)),
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('No server address');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

async function main() {
  // --test drops docs pages and docgen: faster, and play functions and axe do not need them.
  const built = await run(bin('storybook'), ['build', '--test', '--quiet', '-o', outputDir]);
  if (built !== 0) return built;

  const { server, url } = await serve(outputDir);
  try {
    return await run(bin('test-storybook'), [
      '--url',
      url,
      '--config-dir',
      '.storybook',
      // Two cores: one browser page per core.
      '--maxWorkers=2',
      // Toast stories wait out the 5000 ms timeout, twice in one story; a story shown in every
      // scheme (onPageInEveryScheme) opens, checks and screenshots six pages in one test.
      '--testTimeout=120000',
      ...process.argv.slice(2),
    ]);
  } finally {
    await server.close();
  }
}

process.exitCode = await main();
