import type { ContactListBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { sectionColours } from '@/lib/ui/colours'
import { ContactPersonLines } from '@/lib/ui/contact'

type Props = Partial<Omit<ContactListBlock, 'blockType'>> & BlockContext


export default function ContactListComponent({ title, groups, colour }: Props) {
  const shown = (groups ?? [])
    .map((group) => ({ ...group, contacts: (group?.contacts ?? []).filter((contact) => contact?.title) }))
    .filter((group) => group.title && group.contacts.length)
  if (!shown.length) return null
  const GroupHeading = title ? 'h3' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
        <div className="flex flex-col gap-12">
          {shown.map((group, index) => (
            <div key={group.id ?? index}>
              <GroupHeading className="mb-6 font-display text-2xl uppercase tracking-wide">{group.title}</GroupHeading>
              <ul className="grid gap-8 tab:grid-cols-2 xl:grid-cols-3">
                {group.contacts.map((contact, i) => (
                  <li key={contact.id ?? i} className="border-t border-current pt-4">
                    <ContactPersonLines contact={contact} titleClassName="font-semibold uppercase tracking-widest" gapClassName="mt-3" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
