const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute's value in HTML: none of the characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * A value as JSON inside a `<script>` element: `<`, `>` and `&` become escapes, so a product named
 * `</script><script>` cannot close the element; U+2028 and U+2029 too, which older parsers end lines at.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
