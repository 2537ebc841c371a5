import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = { href: string; className?: string; children: ReactNode; newTab?: boolean; 'aria-label'?: string }

const isExternal = (href: string) => /^(https?:)?\/\//.test(href)

/** A link staff typed in the CMS: client-side navigation inside the site, a safe new tab outside it. */
export function CmsLink({ href, className, children, newTab, ...rest }: Props) {
  if (isExternal(href) || newTab || /^(mailto|tel):/.test(href)) {
    const blank = newTab ?? isExternal(href)
    return (
      <a href={href} className={className} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  )
}
