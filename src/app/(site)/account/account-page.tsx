import type { ReactNode } from 'react'

import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

/** The site's header and footer around a member's account page, with its heading. */
export async function AccountPage({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path={path}>
      <section className="px-6 py-16 tab:px-12 xl:py-24">
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <h1 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h1>
          {children}
        </div>
      </section>
    </SiteShell>
  )
}

export const accountMetadata = (title: string) => ({ title: `${title} | Clubhouse`, robots: { index: false, follow: false } })
