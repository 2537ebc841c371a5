import type { ReactNode } from 'react'

import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

/** The site's header and footer around a step of the application. */
export async function ApplicationPage({ path, children }: { path: string; children: ReactNode }) {
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path={path}>
      {children}
    </SiteShell>
  )
}

export const stepMetadata = (title: string) => ({
  title: `${title} | Membership application`,
  description: `${title}: a step of your application for membership of Clubhouse, four private members’ clubs in London.`,
  robots: { index: false, follow: false },
})
