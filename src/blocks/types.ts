/** What the renderer passes every block component besides the block's own fields. */
export type BlockContext = {
  /** True for the page's first module: the only one whose image loads eagerly. */
  isFirst?: boolean
  /** The normalised path of the page being shown, e.g. /networking-membership. */
  pagePath?: string
  /** True when staff are previewing a draft: blocks may explain to them what visitors won't see. */
  preview?: boolean
  /** The request's query, on pages rendered on request (absent on pre-built pages). */
  searchParams?: Record<string, string | string[] | undefined>
}
