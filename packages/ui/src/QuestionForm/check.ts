/** Why a text cannot be sent: nothing but spaces, or more characters than allowed. */
export type TextProblem = 'required' | 'tooLong';

/**
 * What stops `text` from being sent, or null. Length is counted as shown under the box, spaces
 * included, so the count and the check never disagree.
 */
export function textProblem(text: string, max: number): TextProblem | null {
  if (text.trim() === '') return 'required';
  return text.length > max ? 'tooLong' : null;
}
