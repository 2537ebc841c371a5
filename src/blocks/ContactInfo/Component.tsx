import type { ContactInfoBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { sectionColours } from '@/lib/ui/colours'
import { EmailText, mailtoHref, phoneText, telHref } from '@/lib/ui/contact'

type Props = Partial<Omit<ContactInfoBlock, 'blockType'>> & BlockContext

const linkClass = 'underline underline-offset-4 hover:no-underline wrap-anywhere'

export default function ContactInfoComponent({ title, text, phone, email, openingHours, colour }: Props) {
  const intro = truncate(text, TRUNCATE.description)
  const hours = (openingHours ?? []).filter((row) => row?.days && row?.hours)
  const phoneNumber = phone?.trim()
  const emailAddress = email?.trim()
  if (!intro && !phoneNumber && !emailAddress && !hours.length) return null
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto grid max-w-6xl gap-10 tab:grid-cols-2">
        <div>
          <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Contact us'}</h2>
          {intro ? <p className="mt-6 whitespace-pre-line leading-relaxed">{intro}</p> : null}
        </div>
        <div className="flex flex-col gap-8">
          {phoneNumber || emailAddress ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
              {phoneNumber ? (
                <>
                  <dt className="text-sm font-semibold uppercase tracking-widest">Phone</dt>
                  <dd>
                    <a href={telHref(phoneNumber)} className={linkClass}>
                      {phoneText(phoneNumber)}
                    </a>
                  </dd>
                </>
              ) : null}
              {emailAddress ? (
                <>
                  <dt className="text-sm font-semibold uppercase tracking-widest">Email</dt>
                  <dd className="min-w-0">
                    <a href={mailtoHref(emailAddress)} className={linkClass}>
                      <EmailText email={emailAddress} />
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {hours.length ? (
            <div>
              <h3 className="mb-3 text-sm font-semibold uppercase tracking-widest">Opening hours</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                {hours.map((row, index) => (
                  <div key={row.id ?? index} className="contents">
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
