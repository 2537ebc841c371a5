'use client'

import { usePathname, useSearchParams } from 'next/navigation'

/** What Next throws from useSearchParams while it pre-builds a page (its BailoutToCSRError's digest). */
const PRE_BUILDING = 'BAILOUT_TO_CLIENT_SIDE_RENDERING'

/**
 * The address a server action's form posts to without JavaScript: its page's own, query included
 * (a step's ?edit=true, a link's ?token=). Given to useActionState as its permalink, React writes
 * it as the form's action; without one React writes action="", which HTML does not allow (an
 * action is a non-empty URL; decision 049). A page rendered per request has the request's query.
 * A page pre-built at build time has none: there Next's useSearchParams throws to render the form
 * in the browser only (unless under a Suspense boundary, which would leave the no-JavaScript page
 * without its form), so the path alone is the address. Undefined outside Next's router (unit
 * tests): React then writes what it always did.
 */
export function useFormPermalink(): string | undefined {
  const pathname = usePathname()
  const query = useQuery()
  if (!pathname) return undefined
  return query ? `${pathname}?${query}` : pathname
}

function useQuery(): string | undefined {
  try {
    return useSearchParams()?.toString()
  } catch (error) {
    if ((error as { digest?: unknown } | null)?.digest === PRE_BUILDING) return undefined
    throw error
  }
}
