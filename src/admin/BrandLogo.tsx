import { BrandMark } from './BrandMark'

/** The back office's logo (sign-in page): the club's mark and name instead of Payload's. */
export function BrandLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 14 }}>
      <BrandMark size={48} />
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <span style={{ fontFamily: "Georgia, 'Times New Roman', serif", fontSize: 30, letterSpacing: '0.02em', color: 'var(--theme-text)' }}>Clubhouse</span>
        <span style={{ fontSize: 12, letterSpacing: '0.18em', textTransform: 'uppercase', color: '#b08d57' }}>Back office</span>
      </span>
    </span>
  )
}
