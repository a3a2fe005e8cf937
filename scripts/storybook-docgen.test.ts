/*
 * The docs pages' prop tables are read from the design system's types by react-docgen-typescript,
 * with the options Storybook uses (.storybook/docgen.ts). A table with no words is no help: every
 * component a story file documents has its props, each with a description, and a union's members
 * rather than a bare `string`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import docgen, { type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { docgenOptions } from '../.storybook/docgen.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const storiesDir = `${root}stories/ui`;
const componentsDir = `${root}packages/ui/src`;

/**
 * Each story file's components as its docs page tables them: its meta's `component` and
 * `subcomponents` (where the meta's component is the story's own sample wrapper).
 */
function documentedComponents(): Map<string, string[]> {
  const files = readdirSync(storiesDir).filter((file) => file.endsWith('.stories.tsx'));
  return new Map(
    files.map((file) => {
      const source = readFileSync(`${storiesDir}/${file}`, 'utf8');
      const component = /^ {2}component: ([A-Z]\w*)(?:<\w+>)?,$/m.exec(source)?.[1];
      const subcomponents = /^ {2}subcomponents: \{ ([\w, ]+) \},$/m.exec(source)?.[1];
      const names = [component, ...(subcomponents?.split(', ') ?? [])];
      return [file, names.filter((name) => name !== undefined)];
    }),
  );
}

/**
 * The program Storybook's docgen plugin builds: the files `tsconfigPath` itself lists, with its
 * options. A component outside them gets no docs at all, whichever file asks.
 */
function docgenProgram(tsconfigPath: string): ts.Program {
  const { config } = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfigPath));
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/** The design system's components as the docs pages read them. */
function componentDocs(): ComponentDoc[] {
  const files = readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(`${componentsDir}/${folder.name}`)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => `${componentsDir}/${folder.name}/${file}`),
    );
  const { tsconfigPath, ...options } = docgenOptions;
  const program = docgenProgram(tsconfigPath);
  return docgen
    .withCustomConfig(tsconfigPath, options)
    .parseWithProgramProvider(files, () => program);
}

describe('the docs pages’ prop tables', { timeout: 120_000 }, () => {
  let docs: Map<string, ComponentDoc>;
  beforeAll(() => {
    docs = new Map(componentDocs().map((doc) => [doc.displayName, doc]));
  }, 120_000);

  it('have, on every component’s page, a design-system component with its props', () => {
    const pages = [...documentedComponents()];
    expect(pages.length).toBeGreaterThan(60);
    const bare = pages
      .filter(([, names]) => !names.some((name) => Object.keys(docs.get(name)?.props ?? {}).length))
      .map(([file]) => file);
    expect(bare).toEqual([]);
  });

  it('describe every prop', () => {
    const tabled = [...documentedComponents().values()].flat();
    const undescribed = tabled.flatMap((name) =>
      Object.values(docs.get(name)?.props ?? {})
        .filter((prop) => prop.description.trim() === '')
        .map((prop) => `${name}.${prop.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('keep react-aria’s props that say what they do, without the DOM’s hundred events', () => {
    const textField = Object.keys(docs.get('TextField')!.props);
    expect(textField).toEqual(expect.arrayContaining(['label', 'isRequired', 'onChange', 'name']));
    expect(textField).not.toContain('onMouseOver');
  });

  it('spell out a union’s members and a default', () => {
    const variant = docs.get('Button')!.props.variant!;
    expect(variant.type.name).toBe('enum');
    const members = (variant.type.value as { value: string }[]).map((member) => member.value);
    expect(members).toContain('"primary"');
    expect(variant.defaultValue).not.toBeNull();
  });
});
