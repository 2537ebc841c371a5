/** Lexical rich text from plain paragraphs ("## " starts a heading), for seeded copy. */
export function richText(...blocks: string[]) {
  const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
  const children = blocks.map((block) =>
    block.startsWith('## ')
      ? { type: 'heading', tag: 'h2', children: [text(block.slice(3))], direction: 'ltr', format: '', indent: 0, version: 1 }
      : { type: 'paragraph', children: [text(block)], direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0, textStyle: '' },
  )
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } } as const
}
