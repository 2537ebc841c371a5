import type { StatusBadge } from '../format'

const tone: Record<StatusBadge, string> = {
  'SOLD OUT': 'bg-ink text-white',
  'LAST FEW TICKETS': 'bg-gold text-ink',
}

/** SOLD OUT or LAST FEW TICKETS over an event's picture. */
export function EventBadge({ badge, className = '' }: { badge: StatusBadge; className?: string }) {
  return (
    <span data-event-badge="" className={`inline-block px-2 py-1 text-xs font-semibold uppercase tracking-wider ${tone[badge]} ${className}`}>
      {badge}
    </span>
  )
}
