/**
 * The meta every whole-screen story file shares (spread it into `meta`, beside the literal `title`
 * and `tags` Storybook's indexer reads): English sample text, the page edge to edge, and the
 * description the docs show.
 */
export function screenMeta(description: string) {
  return {
    globals: { locale: 'en' },
    parameters: screenParameters(description),
  };
}

/** A whole screen's parameters, for files whose locale follows the toolbar (the shell). */
export function screenParameters(description: string) {
  return {
    layout: 'fullscreen',
    docs: { description: { component: description } },
  };
}
