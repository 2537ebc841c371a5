import type { ReactNode } from 'react'

import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

/** The site's header and footer around a member's account page, with its heading. */
export async function AccountPage({ path, title, children, wide = false }: { path: string; title: string; children: ReactNode; wide?: boolean }) {
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path={path}>
      <section className="px-6 py-16 tab:px-12 xl:py-24">
        <div className={`mx-auto flex flex-col gap-6 ${wide ? 'max-w-4xl' : 'max-w-md'}`}>
          <h1 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h1>
          {children}
        </div>
      </section>
    </SiteShell>
  )
}

export const accountMetadata = (title: string) => ({ title: `${title} | Clubhouse`, robots: { index: false, follow: false } })
