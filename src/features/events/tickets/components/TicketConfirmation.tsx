import type { Ref } from 'react'

import type { TicketSummary } from '../form-state'
import { TICKET_TEXTS } from '../messages'
import { formatPrice } from '../../format'

/** After the request is stored: its reference and what was asked for, priced as stored. */
export function TicketConfirmation({ summary, headingRef }: { summary: TicketSummary; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="ticket-confirmation-heading" className="flex flex-col gap-6" data-ticket-confirmation="">
      <h2 id="ticket-confirmation-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl uppercase tracking-wide">
        {TICKET_TEXTS.confirmationHeading}
      </h2>
      <p>
        Your reference is <strong data-ticket-reference="">{summary.reference}</strong>.
      </p>
      <table className="w-full border-collapse text-left text-sm tab:text-base">
        <caption className="mb-3 text-left font-semibold">Your tickets for {summary.event.title}</caption>
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className="py-2 pr-3">Ticket</th>
            <th scope="col" className="py-2 pr-3 text-right">Quantity</th>
            <th scope="col" className="py-2 pr-3 text-right">Price each</th>
            <th scope="col" className="py-2 text-right">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((line) => (
            <tr key={line.title} className="border-b border-ink/20">
              <th scope="row" className="py-2 pr-3 font-normal">{line.title}</th>
              <td className="py-2 pr-3 text-right">{line.quantity}</td>
              <td className="py-2 pr-3 text-right">{formatPrice(line.unitPrice)}</td>
              <td className="py-2 text-right">{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right">{TICKET_TEXTS.total}</th>
            <td className="py-2 text-right font-semibold" data-ticket-total="">{formatPrice(summary.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{TICKET_TEXTS.confirmationText}</p>
    </section>
  )
}
