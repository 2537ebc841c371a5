export const sectionColours = {
  white: 'bg-white text-ink',
  black: 'bg-ink text-white',
  pink: 'bg-blush text-ink',
} as const
