import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { WelcomeBlock } from '@/payload-types'
import { CmsRichText } from '@/lib/ui/CmsRichText'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { sectionColours } from '@/lib/ui/colours'

import type { BlockContext } from '../types'
import { WelcomeMember } from './Component.client'

type Props = Omit<WelcomeBlock, 'blockType'> & BlockContext

/** A welcome: title, text, an optional photograph beside it and an optional signature line. */
export default function WelcomeComponent({ title, body, image, signature, colour, isFirst, picturesFirst = isFirst }: Props) {
  if (!title && !body) return null
  const hasImage = isMediaDoc(image)
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className={hasImage ? 'mx-auto grid max-w-6xl items-center gap-10 tab:grid-cols-2 xl:gap-16' : 'mx-auto max-w-6xl [&>*]:max-w-3xl'}>
        {hasImage ? (
          <div className="relative aspect-[4/5] overflow-hidden bg-stone">
            <MediaImage media={image} fill sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={picturesFirst} className="object-cover" />
          </div>
        ) : null}
        <div>
          <WelcomeMember />
          {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-4xl">{title}</h2> : null}
          {body ? <CmsRichText data={body as SerializedEditorState} className="prose-club text-lg" /> : null}
          {signature ? <p className="mt-8 font-display text-xl italic">{signature}</p> : null}
        </div>
      </div>
    </section>
  )
}
