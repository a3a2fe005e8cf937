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
