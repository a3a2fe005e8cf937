import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score 2 means about 10^6 guesses or more: below it sit the common-password lists,
 * keyboard walks, dates and the user's own names, which an attacker tries first.
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Whether a password is too easy to guess, given what the attacker knows of its owner. */
export function isGuessable(password: string, userInputs: string[]): boolean {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator.check(password, userInputs.filter(Boolean)).score < MIN_SCORE;
}

export const GUESSABLE_PASSWORD = 'This password is too common or too easy to guess.';
