/**
 * The club's name set as its wordmark. Its text is its name for assistive technology: a span may
 * not be named with aria-label (ARIA 1.2 prohibits naming the generic role), and needs no name.
 */
export function Logo({ name, className }: { name: string; className?: string }) {
  return <span className={`font-display uppercase tracking-[0.3em] ${className ?? 'text-xl'}`}>{name}</span>
}
