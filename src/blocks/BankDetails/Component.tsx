import type { BankDetailsBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { sectionColours } from '@/lib/ui/colours'

import { compact, formatIban } from './validate'

type Props = Partial<Omit<BankDetailsBlock, 'blockType'>> & BlockContext

export default function BankDetailsComponent(props: Props) {
  const { title, accountName, bankName, sortCode, accountNumber, iban, bic, referenceInstructions, colour } = props
  const rows: { term: string; value: string; code?: boolean }[] = [
    { term: 'Account name', value: accountName?.trim() ?? '' },
    { term: 'Bank', value: bankName?.trim() ?? '' },
    { term: 'Sort code', value: sortCode?.trim() ?? '', code: true },
    { term: 'Account number', value: accountNumber?.trim() ?? '', code: true },
    { term: 'IBAN', value: iban ? formatIban(iban) : '', code: true },
    { term: 'BIC', value: bic ? compact(bic) : '', code: true },
    { term: 'Reference', value: truncate(referenceInstructions?.trim(), TRUNCATE.description) },
  ].filter((row) => row.value)
  if (!rows.length) return null
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl [&>*]:max-w-3xl">
        <h2 className="mb-8 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Pay by bank transfer'}</h2>
        <dl className="border-t border-current">
          {rows.map((row) => (
            <div key={row.term} className="flex flex-col gap-1 border-b border-current py-4 tab:flex-row tab:gap-8">
              <dt className="text-sm font-semibold uppercase tracking-widest tab:w-48 tab:shrink-0">{row.term}</dt>
              <dd className={row.code ? 'text-lg tabular-nums tracking-wider wrap-anywhere' : 'whitespace-pre-line'}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
