// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { TicketFormState, TicketFormValues } from '../form-state'
import { API_ERROR_MESSAGE, TICKET_TEXTS } from '../messages'
import type { TicketItem } from '../rules'
import { TicketForm, type TicketFormProps } from './TicketForm.client'

// The server action stands in for the request service, which is tested on its own.
const action = vi.hoisted(() => vi.fn<(previous: TicketFormState, data: FormData) => Promise<TicketFormState>>())
vi.mock('../actions', () => ({ ticketOrderAction: action }))

afterEach(() => {
  cleanup()
  action.mockReset()
})

const item = (index: number, over: Partial<TicketItem> = {}): TicketItem => ({
  index,
  id: `row-${index}`,
  title: `Ticket ${index}`,
  subtitle: null,
  price: 10,
  min: 1,
  max: 4,
  soldOut: false,
  capacity: null,
  left: null,
  priceIdentifier: null,
  image: null,
  ...over,
})

const items: TicketItem[] = [
  item(0, { title: 'Summit day ticket', subtitle: 'Thursday 10:00 - 18:00', price: 195, min: 1, max: 4 }),
  item(1, { title: 'Riverboat transfer', price: 35, soldOut: true }),
  item(2, { title: 'Dinner', price: 62.5, min: 2, max: 6 }),
]
const props: TicketFormProps = { slug: 'summit-2026', items, idempotencyKey: '6f1c1c4e-6a57-4f55-9d2a-3f9f3f0e2a11', holdMinutes: 15 }

const quantity = (title: string) => screen.getByLabelText(`Quantity of ${title}`) as HTMLSelectElement
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value)
const total = () => document.querySelector('[data-ticket-total]')!.textContent
const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}
const choose = (title: string, value: string) => fireEvent.change(quantity(title), { target: { value } })
const send = () => act(async () => fireEvent.submit(screen.getByRole('button', { name: TICKET_TEXTS.submit }).closest('form')!))
const fillPerson = () => {
  type('Full name', 'Ada Lovelace')
  type('Email address', 'ada@example.com')
  type('Phone number', '020 7123 4567')
}

describe('ticket form: quantities and total', () => {
  it('offers none, or each item’s minimum to its maximum', () => {
    render(<TicketForm {...props} />)
    expect(options(quantity('Summit day ticket'))).toEqual(['0', '1', '2', '3', '4'])
    expect(options(quantity('Dinner'))).toEqual(['0', '2', '3', '4', '5', '6'])
    expect(quantity('Dinner').options[0]!.textContent).toBe('None')
  })

  it('draws each item’s picture the page rendered, in that item’s card', () => {
    render(<TicketForm {...props} pictures={{ 2: <img src="/dinner.webp" alt="Dinner table" /> }} />)
    const dinner = screen.getByRole('heading', { name: 'Dinner' }).closest('article')!
    expect(within(dinner).getByRole('img', { name: 'Dinner table' })).toBeTruthy()
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })

  it('starts the first ticket on sale at its minimum, and extras at none', () => {
    render(<TicketForm {...props} items={[item(0, { title: 'Sold', soldOut: true }), item(1, { title: 'Supper club seat', min: 2, max: 6 }), item(2, { title: 'Extra' })]} />)
    expect(quantity('Supper club seat').value).toBe('2')
    expect(quantity('Extra').value).toBe('0')
    expect(total()).toBe('£20')
  })

  it('says how many are left once few remain, and offers no more than that', () => {
    render(<TicketForm {...props} items={[item(0, { title: 'Seat', capacity: 40, left: 3, max: 3 })]} />)
    expect(screen.getByText('3 left')).toBeTruthy()
    expect(options(quantity('Seat'))).toEqual(['0', '1', '2', '3'])
  })

  it('shows a sold-out item as "Sold out", with nothing to choose', () => {
    render(<TicketForm {...props} />)
    const card = screen.getByRole('heading', { name: 'Riverboat transfer' }).closest('article')!
    expect(within(card).getByText('Sold out')).toBeTruthy()
    expect(within(card).queryByRole('combobox')).toBeNull()
    expect(screen.queryByLabelText('Quantity of Riverboat transfer')).toBeNull()
  })

  it('shows prices, limits and a running total', () => {
    render(<TicketForm {...props} />)
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!
    expect(within(card('Summit day ticket')).getByText('£195')).toBeTruthy()
    expect(within(card('Dinner')).getByText('£62.50')).toBeTruthy()
    expect(screen.getByText('Up to 4 per order')).toBeTruthy()
    expect(screen.getByText('2 to 6 per order')).toBeTruthy()
    expect(total()).toBe('£195')
    choose('Summit day ticket', '2')
    expect(total()).toBe('£390')
    choose('Dinner', '3')
    expect(total()).toBe('£577.50')
    choose('Summit day ticket', '0')
    expect(total()).toBe('£187.50')
  })

  it('says the buyer pays by card next, and how long the tickets are held', () => {
    render(<TicketForm {...props} />)
    expect(screen.getByText(/You pay by card on the next page\. We hold your tickets for 15 minutes while you pay/)).toBeTruthy()
  })
})

describe('ticket form: messages', () => {
  it('asks for every person field and at least one ticket, and sends nothing', async () => {
    render(<TicketForm {...props} />)
    choose('Summit day ticket', '0')
    await send()
    expect(screen.getByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByText('Please enter your phone number')).toBeTruthy()
    expect(screen.getByText('Choose at least one ticket.')).toBeTruthy()
    expect(action).not.toHaveBeenCalled()
  })

  it('checks the e-mail address on leaving the field', async () => {
    render(<TicketForm {...props} />)
    type('Email address', 'ada@example')
    await waitFor(() => expect(screen.getByText('Invalid email address')).toBeTruthy())
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
  })

  it('clears "Choose at least one ticket." once a ticket is chosen', async () => {
    render(<TicketForm {...props} />)
    choose('Summit day ticket', '0')
    await send()
    expect(screen.getByText('Choose at least one ticket.')).toBeTruthy()
    choose('Dinner', '2')
    await waitFor(() => expect(screen.queryByText('Choose at least one ticket.')).toBeNull())
  })

  it('posts the quantities by item, the titles seen, the event and the key', async () => {
    action.mockResolvedValue({ status: 'idle' })
    render(<TicketForm {...props} />)
    choose('Summit day ticket', '2')
    fillPerson()
    await send()
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    const data = action.mock.calls[0]![1]
    expect(data.get('quantities.0')).toBe('2')
    expect(data.get('quantities.2')).toBe('0')
    expect(data.has('quantities.1')).toBe(false)
    expect(data.get('titles.0')).toBe('Summit day ticket')
    expect(data.get('slug')).toBe('summit-2026')
    expect(data.get('idempotencyKey')).toBe(props.idempotencyKey)
    expect(data.get('fullName')).toBe('Ada Lovelace')
  })

  it('shows the server’s message for an item next to it', async () => {
    const values: TicketFormValues = {
      slug: 'summit-2026',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '020 7123 4567',
      message: '',
      quantities: ['2', '', '0'],
      titles: ['Summit day ticket', 'Riverboat transfer', 'Dinner'],
      idempotencyKey: props.idempotencyKey,
    }
    action.mockResolvedValue({ status: 'invalid', errors: { 'quantities.0': 'Summit day ticket is sold out.' }, values })
    render(<TicketForm {...props} />)
    choose('Summit day ticket', '2')
    fillPerson()
    await send()
    await waitFor(() => expect(screen.getByText('Summit day ticket is sold out.')).toBeTruthy())
    expect(quantity('Summit day ticket').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the spec’s apology when sending fails', async () => {
    render(
      <TicketForm
        {...props}
        initialState={{
          status: 'failed',
          message: API_ERROR_MESSAGE,
          values: { slug: 'summit-2026', fullName: 'Ada', email: 'ada@example.com', phone: '0207', message: '', quantities: ['1'], titles: [], idempotencyKey: 'k-12345678' },
        }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe("We're sorry. We're not able to process your request right now. Please try again.")
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada')
  })
})

describe('ticket form: the page as served (no JavaScript)', () => {
  it('posts natively with the key and slug in hidden fields', () => {
    const html = renderToStaticMarkup(<TicketForm {...props} />)
    expect(html).toContain(`<input type="hidden" name="idempotencyKey" value="${props.idempotencyKey}"/>`)
    expect(html).toContain('<input type="hidden" name="slug" value="summit-2026"/>')
    expect(html).toContain('name="quantities.0"')
    expect(html).not.toContain('name="quantities.1"')
    expect(html).toContain('maxLength="4000"')
  })

  it('keeps what was sent and shows the server’s messages after a refused post', () => {
    const values: TicketFormValues = {
      slug: 'summit-2026',
      fullName: 'Ada Lovelace',
      email: 'ada@',
      phone: '',
      message: 'Vegetarian',
      quantities: ['0', '', '3'],
      titles: [],
      idempotencyKey: 'kept-key-1234',
    }
    const html = renderToStaticMarkup(
      <TicketForm {...props} initialState={{ status: 'invalid', errors: { email: 'Invalid email address', phone: 'Please enter your phone number' }, values }} />,
    )
    expect(html).toContain('value="Ada Lovelace"')
    expect(html).toContain('>Vegetarian</textarea>')
    expect(html).toMatch(/<option value="3" selected="">3<\/option>/)
    expect(html).toContain('Invalid email address')
    expect(html).toContain('Please enter your phone number')
    expect(html).toContain('<input type="hidden" name="idempotencyKey" value="kept-key-1234"/>')
    expect(html).toContain('£187.50')
  })
})
