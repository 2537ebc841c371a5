/** The id of a field's message, the one aria-describedby points at. */
export const errorIdFor = (fieldId: string): string => `${fieldId}-error`

/** Joins the ids that describe a control, leaving out the ones not shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id))
  return present.length ? present.join(' ') : undefined
}

/** A form field's id: the form's own prefix plus the field name, so two forms on a page never clash. */
export const fieldId = (formId: string, name: string): string => `${formId}-${name}`
