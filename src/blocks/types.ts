import type { ShellData } from '@/features/shell/types'

/** What the renderer passes every block component besides the block's own fields. */
export type BlockContext = {
  /** True for the page's first module: the only one whose image loads eagerly. */
  isFirst?: boolean
  /**
   * True when no module above this one shows a picture (the first module, or one under text-only
   * modules): its first picture is the page's largest paint, so it loads eagerly and first.
   */
  picturesFirst?: boolean
  /** The normalised path of the page being shown, e.g. /networking-membership. */
  pagePath?: string
  /** True when staff are previewing a draft: blocks may explain to them what visitors won't see. */
  preview?: boolean
  /** The page's title (an enquiry's query origin), so no block reads the page again. */
  pageTitle?: string
  /** The site's settings, menus and footer the page already read, so no block reads them again. */
  shell?: ShellData
  /** The request's query, on pages rendered on request (absent on pre-built pages). */
  searchParams?: Record<string, string | string[] | undefined>
}
