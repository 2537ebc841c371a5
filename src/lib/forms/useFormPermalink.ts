'use client'

import { usePathname } from 'next/navigation'

/**
 * The address a server action's form posts to without JavaScript: its page's own path, and the
 * query the page needs to render that form again (a step's edit=true, a link's token=, the tour's
 * membership=), given by the form, which knows it. Given to useActionState as its permalink, React
 * writes it as the form's action; without one React writes action="", which HTML does not allow
 * (an action is a non-empty URL; decision 049). Not read with useSearchParams: on a page Next
 * pre-builds, that renders the form in the browser only, and the build stops. Undefined outside
 * Next's router (unit tests): React then writes what it always did.
 */
export function useFormPermalink(query?: string): string | undefined {
  const pathname = usePathname()
  if (!pathname) return undefined
  return query ? `${pathname}?${query}` : pathname
}
