import type { ImageHeaderBlock } from '@/payload-types'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { TRUNCATE, truncate } from '@/lib/text/truncate'

import type { BlockContext } from '../types'

type Props = Omit<ImageHeaderBlock, 'blockType' | 'desktopImage'> & { desktopImage?: ImageHeaderBlock['desktopImage'] | null } & BlockContext

/**
 * A full-width photograph with the title over it. The box has a fixed height per screen class, so
 * nothing moves while the image loads; without an image the title still shows on ink.
 */
export default function ImageHeaderComponent({ title, subTitle, desktopImage, mobileImage, isFirst, picturesFirst = isFirst }: Props) {
  if (!title) return null
  const Heading = isFirst ? 'h1' : 'h2'
  const hasMobile = isMediaDoc(mobileImage)
  const text = truncate(subTitle, TRUNCATE.description)
  return (
    <section className="relative isolate flex h-[28rem] items-end overflow-hidden bg-ink text-white tab:h-[32rem] xl:h-[40rem]">
      <div className={hasMobile ? 'absolute inset-0 hidden tab:block' : 'absolute inset-0'}>
        <MediaImage media={desktopImage} fill sizes="100vw" priority={picturesFirst} className="object-cover" />
      </div>
      {hasMobile ? (
        <div className="absolute inset-0 tab:hidden">
          <MediaImage media={mobileImage} fill sizes="100vw" priority={picturesFirst} className="object-cover" />
        </div>
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent" />
      <div className="relative z-10 site-edge pb-10 xl:pb-16">
        <Heading className="font-display text-4xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-5xl xl:text-7xl">{title}</Heading>
        {text ? <p className="mt-4 max-w-2xl text-lg leading-relaxed">{text}</p> : null}
      </div>
    </section>
  )
}
