import { HtmlValidate, type ConfigData } from 'html-validate'

/**
 * html-validate over the server's HTML (issue 33 §6, decision 049): its recommended preset, less
 * the rules that only restate how React serialises a page. Each rule turned off says why; every
 * other rule, the accessibility and content-model ones included, holds.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes some attribute names as their props are spelt (charSet, autoComplete, ...):
    // HTML's attribute names are case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // React closes void elements the XHTML way (<input/>, <meta/>); HTML allows either form.
    'void-style': 'off',
    // React writes a true boolean attribute as disabled="" (HTML: the empty string or the name).
    'attribute-boolean-style': 'off',
    // React writes an empty attribute as name="" (HTML: either way).
    'attribute-empty-style': 'off',
    // React's useId makes ids like _R_1_ (and «R1» before 19.2): valid HTML ids, not the preset's
    // house style of a letter first, so the rule keeps HTML's own definition (no space, not empty).
    'valid-id': ['error', { relaxed: true }],
  },
}

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)

/** One line per problem html-validate finds in `html`: where, which rule, what, and the element. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`),
  )
}
