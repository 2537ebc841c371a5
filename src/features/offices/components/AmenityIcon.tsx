import type { Office } from '@/payload-types'

export type AmenityIconName = NonNullable<Office['amenities']>[number]['icon']

/** Line icons on a 24-unit grid, drawn here so the list needs no icon font or image requests. */
const PATHS: Record<AmenityIconName, string> = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  coffee: 'M4 8h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3',
  'meeting-room': 'M3 11h18v3H3zM6 14v6M18 14v6M7 7h.01M12 7h.01M17 7h.01',
  'phone-booth': 'M6 3h4l1.5 5-2.5 1.5a11 11 0 0 0 6 6L16.5 13l5 1.5v4A2.5 2.5 0 0 1 19 21 17 17 0 0 1 3.5 5.5 2.5 2.5 0 0 1 6 3z',
  bike: 'M2 17.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M15 17.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M5.5 17.5 9 9h6l3.5 8.5M9 9l3 8.5L15 9M8 6h3',
  shower: 'M4 21V8a4 4 0 0 1 8 0M8 8h8M10 12v1M13 12v1M16 12v1M10 16v1M13 16v1M16 16v1',
  reception: 'M3 19h18M5 19a7 7 0 0 1 14 0M12 12V9M10 9h4',
  access: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 7v5l3 3',
  kitchen: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 3c-2 2-3 5-3 8h3v10',
  gym: 'M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12',
}

/** Decorative: the amenity's words always sit beside it. */
export function AmenityIcon({ name, className = 'size-6' }: { name: AmenityIconName; className?: string }) {
  const d = PATHS[name]
  if (!d) return null
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  )
}
