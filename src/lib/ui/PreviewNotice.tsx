import type { ReactNode } from 'react'

/**
 * A note for staff previewing a draft: why a module shows nothing to visitors, and what to fill in.
 * Blocks render it only when their `preview` prop is true; visitors never see it.
 */
export function PreviewNotice({ block, children }: { block: string; children: ReactNode }) {
  return (
    <div
      role="note"
      data-preview-notice={block}
      className="mx-auto my-6 max-w-3xl border border-dashed border-current bg-white px-6 py-4 text-sm text-ink"
    >
      {children} <span className="block pt-1 opacity-80">Only staff previewing this page see this note.</span>
    </div>
  )
}
