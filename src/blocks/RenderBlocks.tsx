import { findBlock } from './registry'
import type { BlockContext } from './types'

export type BlockData = { blockType: string; id?: string | null; [field: string]: unknown }
/** What a page stores: any generated block type (Page['layout'], a membership's blocks) fits. */
export type StoredBlock = { blockType: string; id?: string | null }

/** A registered module whose component has not been built yet (spec 000: a visible notice). */
export function NotImplemented({ blockType }: { blockType: string }) {
  return (
    <div role="note" data-block-notice={blockType} className="mx-auto my-6 max-w-3xl border border-dashed border-current px-6 py-4 text-sm">
      The “{blockType}” component is not implemented or mapped.
    </div>
  )
}

/** The fallback for content of a type the site does not know: its text, plainly. */
export function DefaultBlock({ block }: { block: BlockData }) {
  const title = typeof block.title === 'string' ? block.title : undefined
  const text = ['text', 'bodyText', 'description', 'subTitle'].map((k) => block[k]).find((v) => typeof v === 'string') as
    | string
    | undefined
  if (!title && !text) return null
  return (
    <section data-block-default={block.blockType} className="mx-auto max-w-3xl px-6 py-12">
      {title ? <h2 className="font-display text-2xl uppercase">{title}</h2> : null}
      {text ? <p className="mt-4">{text}</p> : null}
    </section>
  )
}

type Props = { blocks: readonly (StoredBlock | BlockData)[] | null | undefined } & Omit<BlockContext, 'isFirst' | 'picturesFirst'>

/** Modules that never show a picture: a picture under them is still the first thing a visitor sees. */
const TEXT_ONLY = new Set(['titleAndBody', 'titleSection', 'headingAndSubheading', 'spacer'])

export async function RenderBlocks({ blocks, pagePath, pageTitle, shell, preview = false, searchParams }: Props) {
  if (!blocks?.length) return null
  const rendered = await Promise.all(
    blocks.map(async (stored, index) => {
      // The generated block interfaces have no index signature; each component reads its own fields.
      const block = stored as BlockData
      const entry = findBlock(block.blockType)
      if (!entry) return <DefaultBlock block={block} />
      if (!entry.load) return <NotImplemented blockType={block.blockType} />
      const { default: Component } = await entry.load()
      const picturesFirst = blocks.slice(0, index).every((above) => TEXT_ONLY.has(above.blockType))
      const context: BlockContext = { isFirst: index === 0, picturesFirst, pagePath, pageTitle, shell, preview, searchParams }
      return <Component {...block} {...context} />
    }),
  )
  return (
    <>
      {rendered.map((node, index) => (
        // A layout-neutral marker of where each module starts, for tests and for staff reading the markup.
        <div key={blocks[index]?.id ?? index} data-block={blocks[index]?.blockType} className="contents">
          {node}
        </div>
      ))}
    </>
  )
}
