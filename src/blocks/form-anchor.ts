import { stickyButtonFor } from '@/features/shell/rules'

/** Whether this page's mobile sticky button leads to its form (spec 000, mobile sticky bottom button). */
export function stickyButtonTargetsForm(pagePath: string | undefined): boolean {
  const kind = pagePath ? stickyButtonFor(pagePath)?.kind : undefined
  return kind === 'scroll-to-form' || kind === 'open-form'
}
