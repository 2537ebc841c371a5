/** Fields never sent back: Next's own action fields, and the trap field (echoing it would tell a bot). */
const NOT_ECHOED = /^\$ACTION|^website$/

/**
 * The text fields of a posted form, as the visitor typed them, so a page rendered without
 * JavaScript can show them again beside its messages.
 */
export function typedValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && !NOT_ECHOED.test(name) && !(name in out)) out[name] = value
  }
  return out
}
