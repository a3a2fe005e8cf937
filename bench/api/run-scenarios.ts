import { startBareServer } from './bare-server.js';
import { firstAnswer, settle, type FirstAnswer } from './first-answer.js';
import { measure, type Load } from './measure.js';
import type { ScenarioResult } from './report.js';
import type { Scenario } from './scenarios.js';

/**
 * Times each call alone, then loads it on Plaza (`serverUrl`, ending in `/`) and on a bare route
 * answering what it answered alone. The bare route goes first, while the server is idle.
 */
export async function runScenarios(
  serverUrl: string,
  scenarios: Scenario[],
  load: Load,
): Promise<ScenarioResult[]> {
  const answers = new Map<string, FirstAnswer>();
  for (const { name, path } of scenarios)
    answers.set(name, await firstAnswer(`${serverUrl}${path}`));
  const bare = await startBareServer(answers);
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      process.stdout.write(`Measuring ${scenario.name}…\n`);
      const url = `${serverUrl}${scenario.path}`;
      const first = answers.get(scenario.name);
      if (!first) throw new Error(`no first answer for ${scenario.name}`);
      const bareRun = await measure(bare.urlOf(scenario.name), load);
      const plaza = await measure(url, load);
      await settle(url, first);
      results.push({ ...scenario, first, plaza, bare: bareRun });
    }
  } finally {
    await bare.close();
  }
  return results;
}
