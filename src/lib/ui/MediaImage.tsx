import Image from 'next/image'

export type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
}

export const isMediaDoc = (value: unknown): value is MediaDoc =>
  typeof value === 'object' && value !== null && typeof (value as MediaDoc).url === 'string'

type Props = {
  media: unknown
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
}

/** A CMS image with its intrinsic size, so the browser reserves its box before it loads. */
export function MediaImage({ media, sizes, className, priority = false, fill = false }: Props) {
  if (!isMediaDoc(media) || !media.url) return null
  const objectPosition = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`
  const common = {
    src: media.url,
    alt: media.alt ?? '',
    sizes,
    className,
    priority,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    style: { objectPosition },
  }
  if (fill) return <Image {...common} fill />
  return <Image {...common} width={media.width ?? 1600} height={media.height ?? 900} />
}
