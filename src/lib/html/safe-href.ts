/** Addresses a visitor may follow: a site path, an anchor, http(s), mailto: or tel:. Anything else (javascript:, data:) is refused. */
const SAFE = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i

export function safeHref(href: string | null | undefined): string | null {
  const trimmed = href?.trim()
  return trimmed && SAFE.test(trimmed) ? trimmed : null
}
