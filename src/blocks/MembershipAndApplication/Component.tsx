import type { MembershipAndApplicationBlock } from '@/payload-types'
import { StartForm } from '@/features/application/components/StartForm.lazy'
import { CmsLink } from '@/lib/ui/CmsLink'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { BulletList } from '@/lib/ui/BulletList'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembershipAndApplicationBlock, 'blockType'>> & BlockContext

/**
 * One membership and how to apply for it. Club and Corporate applications start right here with
 * the first details (issues 13 and 14); Social membership links to its own way in.
 */
export default function MembershipAndApplicationComponent(props: Props) {
  const { membershipType, title, description, details, image, applyHeading, applyDescription, applyButtonText, applyLink, tourButtonText, tourLink, isFirst } = props
  if (!title) return null
  const hasImage = isMediaDoc(image)
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 xl:grid-cols-2 xl:gap-20">
        <div className="flex flex-col gap-6">
          <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</Heading>
          {description ? <p className="leading-relaxed">{description}</p> : null}
          <BulletList items={details} className="space-y-3 border-t border-current/20 pt-6" />
          {hasImage ? (
            <div className="relative aspect-[4/3] overflow-hidden">
              <MediaImage media={image} fill sizes="(min-width: 1280px) 536px, (min-width: 834px) calc(100vw - 96px), calc(100vw - 48px)" className="object-cover" />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <h2 className="font-display text-2xl uppercase tracking-wide xl:text-3xl">{applyHeading || 'Apply for membership'}</h2>
          {applyDescription ? <p className="leading-relaxed">{applyDescription}</p> : null}
          {membershipType === 'Club' || membershipType === 'Corporate' ? (
            <StartForm submitText={applyButtonText || undefined} corporate={membershipType === 'Corporate'} />
          ) : applyButtonText && applyLink ? (
            <CmsLink href={applyLink} className="btn btn-dark self-start">
              {applyButtonText}
            </CmsLink>
          ) : null}
          {tourButtonText && tourLink ? (
            <p>
              Would you rather see the club first?{' '}
              <CmsLink href={tourLink} className="underline underline-offset-4">
                {tourButtonText.charAt(0) + tourButtonText.slice(1).toLowerCase()}
              </CmsLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
