/*
 * The repository documents itself (docs/): a comment, a story or a script that cites the team's
 * planning documents kept outside it (the specification, the API and design notes and the
 * toolchain's pitfalls, beside the clone) points a contributor at something they cannot read. Cite
 * docs/product.md, docs/api.md or docs/architecture.md instead.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A citation of a planning document by its name, as 2026's comments wrote them. */
const OUTSIDE_CITATION = /\b(SPEC|API|DESIGN|TOOLCHAIN)\.md\b/;

function trackedLinesCitingOutside(): string[] {
  // git grep exits 1 when nothing matches: that is the answer we want, not a failure.
  try {
    return execFileSync(
      'git',
      ['grep', '-nIE', OUTSIDE_CITATION.source, '--', '.', ':!package-lock.json'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('citations', () => {
  it('point inside the repository', () => {
    expect(trackedLinesCitingOutside()).toEqual([]);
  });
});
