const heights = { small: 'h-6', medium: 'h-12', large: 'h-24' } as const

export default function SpacerComponent({ size }: { size?: keyof typeof heights | null }) {
  return <div aria-hidden="true" className={heights[size ?? 'medium']} />
}
