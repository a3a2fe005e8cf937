import { startBareServer } from './bare-server.js';
import { firstAnswer, settle, type FirstAnswer } from './first-answer.js';
import { measure, type Load } from './measure.js';
import type { ScenarioResult } from './report.js';
import type { Scenario } from './scenarios.js';

/** An access token valid for the next few minutes, for a signed-in scenario. */
export type FreshToken = () => Promise<string>;

/**
 * Times each call alone, then loads it on Plaza (`serverUrl`, ending in `/`) and on a bare route
 * answering what it answered alone. The bare route goes first, while the server is idle. A
 * signed-in scenario sends a token fresh for its run (`freshToken`).
 */
export async function runScenarios(
  serverUrl: string,
  scenarios: Scenario[],
  load: Load,
  freshToken: FreshToken,
): Promise<ScenarioResult[]> {
  const headersOf = async ({ signedIn }: Scenario): Promise<Record<string, string>> =>
    signedIn ? { authorization: `Bearer ${await freshToken()}` } : {};
  const answers = new Map<string, FirstAnswer>();
  for (const scenario of scenarios) {
    const url = `${serverUrl}${scenario.path}`;
    answers.set(scenario.name, await firstAnswer(url, await headersOf(scenario)));
  }
  const bare = await startBareServer(answers);
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      process.stdout.write(`Measuring ${scenario.name}…\n`);
      const url = `${serverUrl}${scenario.path}`;
      const first = answers.get(scenario.name);
      if (!first) throw new Error(`no first answer for ${scenario.name}`);
      const headers = await headersOf(scenario);
      const bareRun = await measure(bare.urlOf(scenario.name), load);
      const plaza = await measure(url, load, headers);
      await settle(url, first, headers);
      results.push({ ...scenario, first, plaza, bare: bareRun });
    }
  } finally {
    await bare.close();
  }
  return results;
}
