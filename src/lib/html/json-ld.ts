/**
 * The JSON for a <script type="application/ld+json">: '<', '>' and '&' as \u escapes, so text staff
 * typed (say "</script>") cannot end the script early; line and paragraph separators likewise.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
