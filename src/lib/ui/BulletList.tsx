type Item = { id?: string | null; text?: string | null }

/** The membership modules' list of short points, each after a small round bullet; nothing when there are none. */
export function BulletList({ items, className = 'space-y-3' }: { items: readonly Item[] | null | undefined; className?: string }) {
  const shown = (items ?? []).filter((item) => item?.text)
  if (!shown.length) return null
  return (
    <ul className={className}>
      {shown.map((item, i) => (
        <li key={item.id ?? i} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 block size-1.5 shrink-0 rounded-full bg-current" />
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
