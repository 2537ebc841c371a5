import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { BlockContext } from '@/blocks/types'
import type { TextAndImageBlock } from '@/payload-types'
import { CmsRichText } from '@/lib/ui/CmsRichText'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'

import { InlineVideo } from './Component.client'

type Props = Partial<Omit<TextAndImageBlock, 'blockType'>> & BlockContext

type Video = { kind: 'inline'; src: string; type?: string } | { kind: 'external'; href: string }

/**
 * An uploaded video or one on this site plays in place; any other address opens in a new tab,
 * because the site's content security policy (rightly) allows neither third-party frames nor media.
 */
export function resolveVideo(file: unknown, url: string | null | undefined): Video | null {
  if (isMediaDoc(file) && file.url) {
    const { mimeType } = file as { mimeType?: string | null }
    if (!mimeType || mimeType.startsWith('video/')) return { kind: 'inline', src: file.url, type: mimeType ?? undefined }
  }
  const href = url?.trim()
  if (!href) return null
  return href.startsWith('/') && !href.startsWith('//') ? { kind: 'inline', src: href } : { kind: 'external', href }
}

const hasText = (body: Props['body']) => Boolean(body?.root?.children?.length)

export default function TextAndImageComponent(props: Props) {
  const { title, body, image, videoFile, videoUrl, imageOnLeft, buttonText, buttonLink, colour, isFirst = false, picturesFirst = isFirst } = props
  const picture = isMediaDoc(image) && image.url ? image : null
  const video = resolveVideo(videoFile, videoUrl)
  const button = buttonText && buttonLink ? { text: buttonText, href: buttonLink } : null
  const text = Boolean(title || hasText(body) || button)
  if (!text && !picture && !video) return null

  const tone = colour ?? 'white'
  const videoTitle = title || picture?.alt || 'video'
  const still = picture ? <MediaImage media={picture} sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={picturesFirst} className="h-auto w-full" /> : null

  let media = still
  if (video?.kind === 'inline') {
    media = still ? (
      <InlineVideo src={video.src} type={video.type} title={videoTitle}>
        {still}
      </InlineVideo>
    ) : (
      <div className="relative aspect-video bg-ink">
        <video controls playsInline preload="metadata" aria-label={videoTitle} className="absolute inset-0 h-full w-full object-cover">
          <source src={video.src} type={video.type} />
        </video>
      </div>
    )
  } else if (video?.kind === 'external') {
    const link = (
      <a
        href={video.href}
        target="_blank"
        rel="noopener noreferrer"
        className="group absolute inset-0 grid place-items-center"
      >
        <span className="flex flex-col items-center gap-3 text-white">
          <span aria-hidden="true" className="grid size-16 place-items-center rounded-full border border-white bg-black/55 text-2xl transition-colors group-hover:bg-black/75">
            ▶︎
          </span>
          <span className="bg-black/55 px-3 py-1 text-sm">
            Watch the video<span className="sr-only">: {videoTitle} (opens in a new tab)</span>
          </span>
        </span>
      </a>
    )
    media = (
      <>
        {still ?? <div className="aspect-video bg-ink" />}
        {link}
      </>
    )
  }

  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className={`mx-auto grid max-w-6xl items-center gap-10 ${media && text ? 'tab:grid-cols-2 xl:gap-16' : ''}`}>
        {media ? (
          <div data-media className="relative overflow-hidden">
            {media}
          </div>
        ) : null}
        {text ? (
          <div data-text className={imageOnLeft ? '' : 'tab:order-first'}>
            {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
            {hasText(body) ? <CmsRichText data={body as SerializedEditorState} className="prose-club" /> : null}
            {button ? (
              <CmsLink href={button.href} className={`btn mt-8 ${tone === 'black' ? 'btn-light' : 'btn-dark'}`}>
                {button.text}
              </CmsLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
