import { ConfigError, loadConfig, type Config } from './config/index.js';
import { startTracing } from './metrics/tracing.js';

/** Hosts a person on this machine reaches as `localhost`. */
const LOCAL_HOSTS = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'];

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** `npm start`: the server with the built app, stopped gracefully by SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = configOrExit();
  // Before the server's modules are imported, so that tracing patches them as they load.
  const stopTracing = config.otelEndpoint ? await startTracing(config.otelEndpoint) : undefined;
  const { startServer } = await import('./server.js');
  const server = await startServer(config);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means the person (or the orchestrator) wants out now, whatever is still
    // running: not a clean stop, so not exit code 0.
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info(
      { signal, graceSeconds: config.shutdownGraceSeconds },
      'shutting down: not ready, serving until the grace period ends',
    );
    server
      .drain()
      .then(() => stopTracing?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Only once a stop would be clean: whoever reads this line (a person, a supervisor, a test) may
  // signal the process the moment it appears.
  const openAt = LOCAL_HOSTS.includes(config.host) ? `http://localhost:${server.port}` : server.url;
  server.app.log.info({ url: openAt }, 'Plaza is ready');
  console.log(`\nPlaza is running at ${openAt}\n`);
}

await main();
