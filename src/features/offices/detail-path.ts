export const OFFICE_DETAIL_PATH = '/office-detail'
export const OFFICE_SEARCH_PATH = '/discover-offices'

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * /office-detail shows the office named by ?officeId=. Without one there is nothing to show, so the
 * visitor goes to the office search instead (issue 17: no dead ends). The rest of the query goes
 * along, so a campaign's utm_ parameters (and the chat widget's id= rule) still apply there.
 * Returns null when the page has an office to look up; an unknown one is the page's to explain.
 */
export function officeSearchRedirect(query: Query): string | null {
  if (first(query.officeId)) return null
  const rest = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (key === 'officeId') continue
    for (const v of [value ?? []].flat()) rest.append(key, v)
  }
  const text = rest.toString()
  return text ? `${OFFICE_SEARCH_PATH}?${text}` : OFFICE_SEARCH_PATH
}
