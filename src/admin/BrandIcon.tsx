import { BrandMark } from './BrandMark'

/** The back office's small icon (the header's link home, an 18-pixel box): the club's mark instead of Payload's. */
export function BrandIcon() {
  return (
    <span title="Clubhouse" style={{ display: 'inline-flex' }}>
      <BrandMark size={18} />
    </span>
  )
}
