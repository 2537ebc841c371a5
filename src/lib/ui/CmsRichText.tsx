import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { safeHref } from '@/lib/html/safe-href'

type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: 'custom' | 'internal' | null
  doc?: { relationTo?: string; value?: unknown } | null
}

/** Where a rich-text link goes: a page of the site by its path, or a checked address; null when unsafe or gone. */
function hrefOf(fields: LinkFields): string | null {
  if (fields.linkType === 'internal') {
    const doc = fields.doc?.value
    return typeof doc === 'object' && doc !== null && typeof (doc as { path?: unknown }).path === 'string' ? (doc as { path: string }).path : null
  }
  return safeHref(fields.url)
}

function Link({ fields, children }: { fields: LinkFields; children: ReactNode }) {
  const href = hrefOf(fields)
  // A link to nowhere safe keeps its words and loses the link.
  if (!href) return <>{children}</>
  return fields.newTab ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => <Link fields={node.fields as LinkFields}>{nodesToJSX({ nodes: node.children })}</Link>,
  autolink: ({ node, nodesToJSX }) => <Link fields={node.fields as LinkFields}>{nodesToJSX({ nodes: node.children })}</Link>,
})

/**
 * Rich text from the CMS. Lexical JSON becomes React elements (no raw HTML), and links are checked
 * here on the server: javascript: and other unsafe addresses never reach the page as links.
 */
export function CmsRichText({ data, className }: { data: SerializedEditorState; className?: string }) {
  return <RichText data={data} converters={converters} className={className} />
}
