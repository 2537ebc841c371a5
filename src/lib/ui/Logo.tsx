export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={`font-display uppercase tracking-[0.3em] ${className ?? 'text-xl'}`} aria-label={name}>
      {name}
    </span>
  )
}
