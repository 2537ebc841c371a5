// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import MembershipApplicationPopup from './Component'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(() => {
  cleanup()
  push.mockReset()
  vi.useRealTimers()
})

const props = {
  intro: 'Ready to join?',
  openButtonText: 'Apply for membership',
  title: 'Before you apply',
  description: 'Most members visit a club first. Book a tour, or continue to the application.',
  bookATourLink: '/membership/book-a-tour',
  continueLink: '/membership-application',
}

const renderBlock = (extra: Record<string, unknown> = {}) =>
  render(
    <ModalProvider>
      <MembershipApplicationPopup {...props} {...extra} />
    </ModalProvider>,
  )

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Apply for membership' }))
  return screen.findByRole('dialog')
}

describe('MembershipApplicationPopup', () => {
  it('shows the intro and a button that opens the popup', () => {
    renderBlock()
    expect(screen.getByText('Ready to join?')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Apply for membership' }).getAttribute('type')).toBe('button')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens with the title, the description and exactly "book a tour" and "continue"', async () => {
    renderBlock()
    const dialog = await open()
    expect(within(dialog).getByRole('heading', { name: 'Before you apply' })).toBeTruthy()
    expect(within(dialog).getByText(props.description)).toBeTruthy()
    const links = within(dialog).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['book a tour', 'continue'])
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/membership/book-a-tour', '/membership-application'])
  })

  it.each([
    ['book a tour', '/membership/book-a-tour'],
    ['continue', '/membership-application'],
  ])('"%s" closes the popup and goes to %s', async (label, href) => {
    renderBlock()
    const dialog = await open()
    vi.useFakeTimers()
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: label }))
    })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(push).toHaveBeenCalledTimes(1)
    expect(push).toHaveBeenCalledWith(href)
  })

  it('uses the default pages when the links are empty', async () => {
    renderBlock({ bookATourLink: '', continueLink: '' })
    const dialog = await open()
    expect(within(dialog).getByRole('link', { name: 'book a tour' }).getAttribute('href')).toBe('/membership/book-a-tour')
    expect(within(dialog).getByRole('link', { name: 'continue' }).getAttribute('href')).toBe('/membership-application')
  })

  it('renders nothing without a popup title', () => {
    expect(renderBlock({ title: '' }).container.innerHTML).toBe('')
  })
})
