import Link from 'next/link'

import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

export async function NotFoundScreen() {
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path="/404">
      <section className="flex min-h-[60svh] flex-col items-center justify-center gap-6 px-6 py-24 text-center" data-not-found>
        <h1 className="font-display text-4xl uppercase md:text-5xl">404 Not found</h1>
        <p>Sorry, we can’t find the page you’re looking for.</p>
        <Link href="/" className="btn btn-dark">
          BACK TO HOME
        </Link>
      </section>
    </SiteShell>
  )
}
