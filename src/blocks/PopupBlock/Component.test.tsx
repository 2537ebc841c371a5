// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import PopupBlock from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(cleanup)

const bullets = ['Up to 120 guests', 'Private terrace', 'Dedicated events manager', 'Seasonal menus', 'AV included', 'Late licence', 'Valet parking'].map(
  (text) => ({ text }),
)

const props = {
  title: 'Private hire at Knightsbridge',
  subTitles: [{ text: 'Celebrations, dinners and launches' }, { text: 'Members and guests' }],
  bulletPoints: bullets,
  buttonText: "See what's included",
  ctaText: 'Speak to our events team',
  phoneNumber: '+44 (0)20 7123 4567',
  colour: 'pink' as const,
}

const renderBlock = (extra: Record<string, unknown> = {}) =>
  render(
    <ModalProvider>
      <PopupBlock {...props} {...extra} />
    </ModalProvider>,
  )

describe('PopupBlock', () => {
  it('shows the title, every sub-title, the call to action and the phone number as a tel: link', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 2, name: 'Private hire at Knightsbridge' })).toBeTruthy()
    expect(screen.getByText('Celebrations, dinners and launches')).toBeTruthy()
    expect(screen.getByText('Members and guests')).toBeTruthy()
    expect(screen.getByText('Speak to our events team')).toBeTruthy()
    expect(screen.getByRole('link', { name: '+44\u00a0(0)20\u00a07123\u00a04567' }).getAttribute('href')).toBe('tel:+442071234567')
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(document.querySelector('.bg-blush')).not.toBeNull()
  })

  it('opens the bullet points in a sheet, at most six of them, with the phone number', async () => {
    renderBlock()
    const button = screen.getByRole('button', { name: "See what's included" })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('sheet')
    expect(within(dialog).getByRole('heading', { name: 'Private hire at Knightsbridge' })).toBeTruthy()
    const items = within(dialog).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(items[5]?.textContent).toBe('Late licence')
    expect(within(dialog).queryByText('Valet parking')).toBeNull()
    expect(within(dialog).getByRole('link', { name: '+44\u00a0(0)20\u00a07123\u00a04567' }).getAttribute('href')).toBe('tel:+442071234567')
  })

  it('has no button without bullet points and no call line without a phone or text', () => {
    renderBlock({ bulletPoints: [], ctaText: '', phoneNumber: '' })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Private hire at Knightsbridge' })).toBeTruthy()
  })

  it('uses a default button text', () => {
    renderBlock({ buttonText: '' })
    expect(screen.getByRole('button', { name: "See what's included" })).toBeTruthy()
  })

  it('renders nothing without a title', () => {
    expect(renderBlock({ title: '' }).container.innerHTML).toBe('')
  })
})
