/** A zod issue, or a Standard Schema one (whose path steps may be `{ key }`). */
type Issue = { readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[]; readonly message: string }

/**
 * A schema's issues as one message per field, keyed by the field's path ("items.0.quantity"; "_"
 * for the whole input): the first message wins, as a form shows one message per field.
 */
export function fieldErrors(error: { readonly issues: readonly Issue[] }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) out[(issue.path ?? []).map((s) => String(typeof s === 'object' ? s.key : s)).join('.') || '_'] ??= issue.message
  return out
}

/** The first field in page order that has a message: the one that takes focus. */
export function firstInOrder<const N extends string>(order: readonly N[], errors: Record<string, unknown>): N | undefined {
  return order.find((name) => errors[name])
}
