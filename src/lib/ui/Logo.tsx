export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`font-display text-xl uppercase tracking-[0.3em] ${className ?? ''}`} aria-label={name}>
      {name}
    </span>
  )
}
