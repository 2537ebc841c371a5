import { formatPrice } from '../../price'
import { TICKET_TEXTS } from '../messages'

type Lines = { items: { title: string; unitPrice: number; quantity: number; lineTotal: number }[]; total: number; event: { title: string } }

/** An order's tickets, priced as stored. */
export function OrderLines({ order }: { order: Lines }) {
  return (
    <table className="w-full border-collapse text-left text-sm tab:text-base">
      <caption className="mb-3 text-left font-semibold">Your tickets for {order.event.title}</caption>
      <thead>
        <tr className="border-b border-ink">
          <th scope="col" className="py-2 pr-3">Ticket</th>
          <th scope="col" className="py-2 pr-3 text-right">Quantity</th>
          <th scope="col" className="py-2 pr-3 text-right">Price each</th>
          <th scope="col" className="py-2 text-right">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
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
          <td className="py-2 text-right font-semibold" data-ticket-total="">{formatPrice(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
