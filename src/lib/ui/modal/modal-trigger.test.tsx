// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ModalProvider } from './ModalProvider.client'

import { CLOSE_NAVIGATION_FALLBACK_MS, ModalButton, ModalLink } from './modal-trigger.client'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(() => {
  cleanup()
  push.mockReset()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const renderWith = (content: React.ReactNode) =>
  render(
    <ModalProvider>
      <ModalButton title="Club membership" content={content}>
        More details
      </ModalButton>
    </ModalProvider>,
  )

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'More details' }))
  return screen.findByRole('dialog')
}

describe('ModalButton and ModalLink', () => {
  it('opens the content in a sheet by default', async () => {
    renderWith(<p>Access to all four clubs</p>)
    const button = screen.getByRole('button', { name: 'More details' })
    expect(button.getAttribute('type')).toBe('button')
    const dialog = await open()
    expect(dialog.getAttribute('data-modal-kind')).toBe('sheet')
    expect(within(dialog).getByText('Access to all four clubs')).toBeTruthy()
  })

  it('navigates only once the modal has left the history, or after the fallback delay', async () => {
    renderWith(<ModalLink href="/membership-application">Apply</ModalLink>)
    const dialog = await open()
    // The real browser pops the modal's history entry asynchronously.
    vi.spyOn(window.history, 'back').mockImplementation(() => {})
    vi.useFakeTimers()
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Apply' }))
    })
    expect(push).not.toHaveBeenCalled()
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(push).toHaveBeenCalledWith('/membership-application')
    act(() => {
      vi.advanceTimersByTime(CLOSE_NAVIGATION_FALLBACK_MS)
    })
    expect(push).toHaveBeenCalledTimes(1)
  })

  it('navigates after the fallback delay when no popstate comes', async () => {
    renderWith(<ModalLink href="/privacy-policy">Full details</ModalLink>)
    const dialog = await open()
    vi.spyOn(window.history, 'back').mockImplementation(() => {})
    vi.useFakeTimers()
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Full details' }))
    })
    act(() => {
      vi.advanceTimersByTime(CLOSE_NAVIGATION_FALLBACK_MS - 1)
    })
    expect(push).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(push).toHaveBeenCalledWith('/privacy-policy')
  })

  it('leaves tel: links alone and opens other sites in a new tab, keeping the modal open', async () => {
    renderWith(
      <>
        <ModalLink href="tel:+442071234567">020 7123 4567</ModalLink>
        <ModalLink href="https://example.com/menu">Menu</ModalLink>
      </>,
    )
    const dialog = await open()
    fireEvent.click(within(dialog).getByRole('link', { name: '020 7123 4567' }))
    const external = within(dialog).getByRole('link', { name: 'Menu (opens in a new tab)' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(push).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('lets a ctrl-click open the page in a new tab without closing the modal', async () => {
    renderWith(<ModalLink href="/membership-application">Apply</ModalLink>)
    const dialog = await open()
    fireEvent.click(within(dialog).getByRole('link', { name: 'Apply' }), { ctrlKey: true })
    expect(push).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
