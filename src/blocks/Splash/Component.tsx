import type { SplashBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { TRUNCATE, truncate } from '@/lib/text/truncate'

import type { BlockContext } from '../types'
import { SplashVideo, type VideoSource } from './Component.client'

type Props = Omit<SplashBlock, 'blockType' | 'image' | 'mediaType'> & {
  image?: SplashBlock['image'] | null
  mediaType?: SplashBlock['mediaType'] | null
} & BlockContext

const typeFromUrl = (url: string) => (/\.webm([?#]|$)/i.test(url) ? 'video/webm' : /\.mp4([?#]|$)/i.test(url) ? 'video/mp4' : undefined)

/** The video to play: the uploaded file when it is a populated video, otherwise the address typed in. */
export function videoSources(video: unknown, videoUrl: string | null | undefined): VideoSource[] {
  if (isMediaDoc(video) && video.url) {
    const mimeType = (video as { mimeType?: string | null }).mimeType
    if (!mimeType || mimeType.startsWith('video/')) return [{ src: video.url, type: mimeType ?? typeFromUrl(video.url) }]
  }
  const url = videoUrl?.trim()
  if (url && /^(https?:\/\/|\/(?!\/))/.test(url)) return [{ src: url, type: typeFromUrl(url) }]
  return []
}

/**
 * A full-width photograph or silent looping video with a title, optional text and button over it.
 * Its height is fixed per screen class, so nothing moves while media loads. As the first module it
 * holds the page's h1.
 */
export default function SplashComponent(props: Props) {
  const { mediaType, image, video, videoUrl, title, text, buttonText, buttonLink, isFirst, picturesFirst = isFirst } = props
  if (!title && !isMediaDoc(image)) return null
  const Heading = isFirst ? 'h1' : 'h2'
  const sources = mediaType === 'video' ? videoSources(video, videoUrl) : []
  const body = truncate(text, TRUNCATE.description)
  return (
    <section
      data-media-type={sources.length ? 'video' : 'image'}
      className="relative isolate flex h-[32rem] items-end overflow-hidden bg-ink text-white tab:h-[36rem] xl:h-[44rem]"
    >
      <MediaImage media={image} fill sizes="100vw" priority={picturesFirst} className="object-cover" />
      {sources.length ? <SplashVideo sources={sources} /> : null}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/35 to-black/10" />
      <div className="relative z-10 site-edge pb-12 xl:pb-20">
        {title ? (
          <Heading className="max-w-4xl font-display text-4xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-5xl xl:text-7xl">{title}</Heading>
        ) : null}
        {body ? <p className="mt-4 max-w-2xl text-lg leading-relaxed">{body}</p> : null}
        {buttonText && buttonLink ? (
          <CmsLink href={buttonLink} className="btn btn-light mt-8">
            {buttonText}
          </CmsLink>
        ) : null}
      </div>
    </section>
  )
}
