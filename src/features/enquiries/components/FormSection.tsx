import type { ReactNode } from 'react'

import { ENQUIRY_FORM_ANCHOR } from '@/lib/ui/page-anchors'

/**
 * A form block's section. On pages whose mobile sticky button leads to the form it carries the
 * anchor the button scrolls to; elsewhere none, so a page with several forms never repeats an id.
 */
export function FormSection({ anchored, children }: { anchored: boolean; children: ReactNode }) {
  return (
    <section id={anchored ? ENQUIRY_FORM_ANCHOR : undefined} className="scroll-mt-24 bg-white px-6 py-12 text-ink tab:px-12 xl:py-16">
      <div className="mx-auto max-w-2xl">{children}</div>
    </section>
  )
}
