'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/**
 * The address a server action's form posts to without JavaScript: its page's own, query included
 * (a step's ?edit=true, a link's ?token=). Given to useActionState as its permalink, React writes
 * it as the form's action; without one React writes action="", which HTML does not allow (an
 * action is a non-empty URL; decision 049). Every page that holds such a form is rendered per
 * request (force-dynamic), so the query is the request's; under force-static it reads as empty.
 * Undefined outside Next's router (unit tests): React then writes what it always did.
 */
export function useFormPermalink(): string | undefined {
  const pathname = usePathname()
  const query = useSearchParams()?.toString()
  if (!pathname) return undefined
  return query ? `${pathname}?${query}` : pathname
}
