import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withBenchServer } from './api/bench-server.js';
import { createFreshDatabase } from './api/fresh-postgres.js';
import { loadCatalogue } from './api/load-catalogue.js';
import { checkoutTable, measureCheckout } from './api/checkout.js';
import { readOptions, USAGE } from './api/options.js';
import { failureNotes, machine, resultTable } from './api/report.js';
import { runScenarios } from './api/run-scenarios.js';
import { chooseScenarios } from './api/scenarios.js';
import { registerShopper } from './api/shopper.js';

/**
 * `npm run bench:api`: the catalogue's calls and a product's page under load on a large catalogue
 * (or the demo shop), as a visitor and as a signed-in shopper, beside a bare Fastify route.
 */
async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const options = readOptions(process.argv.slice(2), process.env);
  // The product's page is measured as the server writes it, with the built app's rendering entry.
  const pages = existsSync(new URL('../app/dist-server/entry.js', import.meta.url));
  if (!pages) console.log('The app is not built (`npm run build`): pages are not measured.');
  const fresh = options.postgresUrl ? await createFreshDatabase(options.postgresUrl) : undefined;
  const env = {
    STATIC_DIR: fileURLToPath(new URL('../app/dist', import.meta.url)),
    ...(fresh && { DATABASE_URL: fresh.url }),
    ...(options.demoShop && { SEED_DEMO: 'true' }),
    // `CATALOGUE_CACHE_SECONDS=0` measures answers made each time.
    ...(process.env.CATALOGUE_CACHE_SECONDS && {
      CATALOGUE_CACHE_SECONDS: process.env.CATALOGUE_CACHE_SECONDS,
    }),
  };
  try {
    await withBenchServer('plaza-bench-', env, async (server, config) => {
      const database = server.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      console.log(`Plaza API benchmark, ${new Date().toISOString()}\n${machine()}\n`);
      let catalogue = 'the demo shop';
      if (!options.demoShop) {
        const loading = performance.now();
        await loadCatalogue(server.database.db, config, options.products, (loaded) =>
          process.stdout.write(
            `\rLoading products into ${database}: ${loaded.toLocaleString('en')}`,
          ),
        );
        const seconds = ((performance.now() - loading) / 1000).toFixed(1);
        console.log(`, with photos, attributes and levels, in ${seconds} s\n`);
        catalogue = `${options.products.toLocaleString('en')} products`;
      }

      const scenarios = await chooseScenarios(server.database.db, { pages });
      const load = { duration: options.duration, connections: options.connections };
      const shopper = await registerShopper(`${server.url}/api/`, 'shopper');
      const results = await runScenarios(`${server.url}/`, scenarios, load, shopper.freshAccess);
      console.log(
        `\n\n${catalogue} on ${database}; answers kept ${config.catalogueCacheSeconds} s; autocannon, ${load.connections} connections, ${load.duration} s per run, on loopback; "alone" is one request with nothing else running; ${machine()}.\n`,
      );
      console.log(resultTable(results));
      for (const note of failureNotes(results)) console.log(note);

      process.stdout.write('\nMeasuring checkout…\n');
      const checkout = await measureCheckout(`${server.url}/api/`, server.database.db, load);
      console.log(`\n${checkoutTable(checkout)}`);
    });
  } finally {
    await fresh?.drop();
  }
}

await main();
