import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One instruction of a Dockerfile, its continued lines joined, with the stage it is in. */
export interface Instruction {
  keyword: string;
  args: string;
  /** The name its stage's `FROM … AS` gives, or the stage's index when it has none. */
  stage: string;
}

/** The Dockerfile's instructions, as `docker build` reads them (no parser directives). */
export function readDockerfile(root: string): Instruction[] {
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const instructions: Instruction[] = [];
  let stages = 0;
  let stage = '';
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      stage = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages);
      stages += 1;
    }
    instructions.push({ keyword: keyword.toUpperCase(), args, stage });
  }
  return instructions;
}

/** The stage the image is: the last one. */
export function finalStage(instructions: Instruction[]): Instruction[] {
  const last = instructions.at(-1)?.stage;
  return instructions.filter((instruction) => instruction.stage === last);
}

/** The words of an exec form (`["node", "main.ts"]`); a shell form is refused. */
export function execForm(args: string): string[] {
  const words: unknown = JSON.parse(args);
  if (!Array.isArray(words) || !words.every((word) => typeof word === 'string')) {
    throw new Error(`not an exec form: ${args}`);
  }
  return words;
}

/** The variables a stage's `ENV KEY=value …` instructions set. */
export function envOf(stage: Instruction[]): Record<string, string> {
  const pairs = stage
    .filter(({ keyword }) => keyword === 'ENV')
    .flatMap(({ args }) => args.split(/\s+/))
    .map((pair) => /^([^=]+)=(.*)$/.exec(pair) ?? [pair, pair, '']);
  return Object.fromEntries(pairs.map(([, name = '', value = '']) => [name, value]));
}

/** A `COPY`'s stage (`--from`, unset for the build's context) and sources. */
export function copyOf(args: string): { from: string | undefined; sources: string[] } {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: words.filter((word) => !word.startsWith('--')).slice(0, -1) };
}

/** The command a `HEALTHCHECK … CMD [...]` runs. */
export function healthcheckCommand(args: string): string[] {
  const command = /(?:^|\s)CMD\s+(\[.*\])$/.exec(args)?.[1];
  if (!command) throw new Error(`HEALTHCHECK without an exec-form CMD: ${args}`);
  return execForm(command);
}

/** A .dockerignore pattern as a regular expression over a path relative to the context. */
function patternExpression(pattern: string): RegExp {
  let expression = '';
  for (let at = 0; at < pattern.length; at += 1) {
    const character = pattern[at] ?? '';
    if (pattern.startsWith('**/', at)) {
      expression += '(?:.*/)?';
      at += 2;
    } else if (pattern.startsWith('**', at)) {
      expression += '.*';
      at += 1;
    } else if (character === '*') expression += '[^/]*';
    else if (character === '?') expression += '[^/]';
    else expression += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${expression}$`);
}

/**
 * Whether `.dockerignore` leaves `path` out of the build's context: the last pattern that matches
 * it or a folder it is in decides, a `!` pattern bringing it back.
 */
export function dockerignored(root: string): (path: string) => boolean {
  const rules = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({
      keep: line.startsWith('!'),
      expression: patternExpression(line.replace(/^!/, '').replace(/^\/|\/$/g, '')),
    }));
  return (path) => {
    const parts = path.split('/');
    const withFolders = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const { keep, expression } of rules) {
      if (withFolders.some((candidate) => expression.test(candidate))) ignored = !keep;
    }
    return ignored;
  };
}
