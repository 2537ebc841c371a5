/** The club's mark, as on the public site (src/app/icon.svg): a serif C on ink, here in the club's gold. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ display: 'block', flex: 'none' }}>
      <rect width="64" height="64" rx="6" fill="#141414" />
      <rect x="2" y="2" width="60" height="60" rx="5" fill="none" stroke="#b08d57" strokeWidth="2" />
      <text x="32" y="44" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="36" fill="#b08d57">
        C
      </text>
    </svg>
  )
}
