import type { SplitSectionBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<SplitSectionBlock, 'blockType'>> & BlockContext

type Half = {
  side: 'left' | 'right'
  title?: string | null
  bodyText?: string | null
  buttonText?: string | null
  buttonLink?: string | null
  colour?: string | null
}

const hasContent = (h: Half) => Boolean(h.title || h.bodyText?.trim() || (h.buttonText && h.buttonLink))

function SplitHalf({ side, title, bodyText, buttonText, buttonLink, colour }: Half) {
  const c = asColour(colour)
  // The halves run to the screen's edges; their text keeps to the page's left and right edges.
  const outer = side === 'left' ? 'xl:pl-[max(5rem,calc(50vw-36rem))]' : 'xl:pr-[max(5rem,calc(50vw-36rem))]'
  return (
    <div data-side={side} data-colour={c} className={`flex flex-1 flex-col justify-center px-6 py-16 tab:px-12 xl:px-20 xl:py-24 ${outer} ${sectionColours[c]}`}>
      <div className="max-w-xl">
        {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <PlainText text={bodyText} />
        {buttonText && buttonLink ? (
          <CmsLink href={buttonLink} className={`${buttonOn(c)} mt-8`}>
            {buttonText}
          </CmsLink>
        ) : null}
      </div>
    </div>
  )
}

/** Two coloured halves side by side from 834 px, stacked below; a half with nothing in it is left out. */
export default function SplitSectionComponent(props: Props) {
  const both: Half[] = [
    { side: 'left', title: props.title, bodyText: props.bodyText, buttonText: props.buttonText, buttonLink: props.buttonLink, colour: props.colour },
    {
      side: 'right',
      title: props.titleRight,
      bodyText: props.bodyTextRight,
      buttonText: props.buttonTextRight,
      buttonLink: props.buttonLinkRight,
      colour: props.colourRight,
    },
  ]
  const halves = both.filter(hasContent)
  if (!halves.length) return null
  return (
    <section className="flex flex-col tab:flex-row">
      {halves.map((h) => (
        <SplitHalf key={h.side} {...h} />
      ))}
    </section>
  )
}
