import { BrandMark } from './BrandMark'

/** The back office's small icon (the header's link home): the club's mark instead of Payload's. */
export function BrandIcon() {
  return (
    <span title="Clubhouse" style={{ display: 'inline-flex' }}>
      <BrandMark size={24} />
    </span>
  )
}
