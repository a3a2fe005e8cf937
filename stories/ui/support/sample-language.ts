/**
 * The language a story's sample text is written in, following the Locale toolbar as the app's own
 * messages do: Spanish for `es`, English for `en` and for the right-to-left review locale (`ar`),
 * which is no app language.
 */
export type SampleLanguage = 'es' | 'en';

/** The story context's part the toolbar's locale is read from. */
interface WithLocale {
  globals: { locale?: unknown };
}

/** The sample text's language for the story's toolbar locale. */
export const sampleLanguage = ({ globals }: WithLocale): SampleLanguage =>
  globals.locale === 'es' ? 'es' : 'en';

/**
 * Of sample text written in both languages, the one the toolbar's locale reads: a render's labels
 * and a play's expectations take it from the same context, so they always agree.
 */
export const inSampleLanguage = <Text>(context: WithLocale, texts: Record<SampleLanguage, Text>) =>
  texts[sampleLanguage(context)];

/** A field's words a story may leave out: its description, its error, its placeholder. */
const OPTIONAL_WORDS = ['description', 'errorMessage', 'placeholder'] as const;
type OptionalWord = (typeof OPTIONAL_WORDS)[number];

/**
 * A field's optional words from `text` (already in the sample language), each only where the
 * story's args give one: a story that leaves its error out keeps it out in either language.
 * Spread after the args.
 */
export function givenWordsIn(
  args: Partial<Record<OptionalWord, unknown>>,
  text: Partial<Record<OptionalWord, string>>,
): Partial<Record<OptionalWord, string>> {
  return Object.fromEntries(
    OPTIONAL_WORDS.filter((word) => args[word] && text[word] !== undefined).map((word) => [
      word,
      text[word],
    ]),
  );
}
