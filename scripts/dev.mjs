// `npm run dev`: the server, restarted on change by tsx, and Vite's dev server with hot reload, which
// proxies `/api/` to it. Stopping this stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
/** @type {[name: string, command: string[]][]} */
const commands = [
  ['server', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts']],
  ['app', ['vite', '--strictPort']],
];
const children = commands.map(([name, command]) => {
  const child = spawn('npx', ['--no-install', ...command], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} stopped (${code ?? 'signal'}); stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
