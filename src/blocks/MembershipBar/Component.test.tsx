// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import MembershipBar, { BAR_HEIGHT } from './Component'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(() => {
  cleanup()
  push.mockReset()
  vi.useRealTimers()
})

const props = {
  applicationTitle: 'Membership application',
  membershipHeading: 'Club membership',
  moreDetailsText: 'More details',
  buttonText: 'Apply now',
  details: [{ text: 'Access to all four clubs' }, { text: 'Member events every week' }, { text: 'Minimum age 18' }],
  fullDetailsText: 'Full details',
  fullDetailsLink: '/privacy-policy',
  applyHeading: 'Ready to apply?',
  applyDescription: 'It takes about ten minutes.',
  applyButtonText: 'Start application',
  applicationLink: '/membership-application',
}

const renderBar = (extra: Partial<typeof props> = {}) =>
  render(
    <ModalProvider>
      <MembershipBar {...props} {...extra} />
    </ModalProvider>,
  )

describe('MembershipBar', () => {
  it('shows the application title, the membership heading, the more-details button and a link to apply', () => {
    renderBar()
    const bar = document.querySelector('[data-membership-bar]') as HTMLElement
    expect(bar.className).toContain('fixed')
    // Its distance from the bottom is the dock's: on the cookie banner while that shows (globals.css).
    expect(bar.className).toContain('dock-page')
    expect(within(bar).getByText('Membership application')).toBeTruthy()
    expect(within(bar).getByRole('heading', { level: 2, name: 'Club membership' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Club membership' })).toBe(bar)
    expect(within(bar).getByRole('button', { name: 'More details' }).getAttribute('type')).toBe('button')
    expect(within(bar).getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/membership-application')
  })

  it('reserves room under the page for the bar, only while a bar is on the page', () => {
    const html = renderToStaticMarkup(
      <ModalProvider>
        <MembershipBar {...props} />
      </ModalProvider>,
    )
    expect(html).toContain('body:has([data-membership-bar]){padding-bottom:8rem}')
    expect(html).toContain('@media (min-width:834px){body:has([data-membership-bar]){padding-bottom:5rem}}')
    expect(html).toMatch(/class="dock-page fixed [^"]*h-32[^"]*tab:h-20/)
  })

  it('opens the membership landing modal as a sheet with the details, full details link and the call to apply', async () => {
    renderBar()
    fireEvent.click(screen.getByRole('button', { name: 'More details' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('sheet')
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Club membership' })).toBeTruthy()
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3)
    expect(within(dialog).getByRole('link', { name: 'Full details' }).getAttribute('href')).toBe('/privacy-policy')
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Ready to apply?' })).toBeTruthy()
    expect(within(dialog).getByText('It takes about ten minutes.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Start application' }).getAttribute('href')).toBe('/membership-application')
  })

  it('closes the modal and then goes to the application page from the apply button', async () => {
    renderBar()
    fireEvent.click(screen.getByRole('button', { name: 'More details' }))
    const dialog = await screen.findByRole('dialog')
    vi.useFakeTimers()
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Start application' }))
    })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(push).toHaveBeenCalledWith('/membership-application')
    expect(push).toHaveBeenCalledTimes(1)
  })

  it('falls back to the spec defaults when the texts and links are empty', async () => {
    renderBar({ moreDetailsText: '', buttonText: '', fullDetailsLink: '', fullDetailsText: '', applicationLink: '', applyButtonText: '' })
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/membership-application')
    fireEvent.click(screen.getByRole('button', { name: 'More details' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('link', { name: 'Full details' }).getAttribute('href')).toBe('/privacy-policy')
  })

  it('renders nothing without a membership heading', () => {
    const { container } = renderBar({ membershipHeading: '' })
    expect(container.innerHTML).toBe('')
  })

  it('tells the bottom dock its height, so the shell’s sticky button sits on it, never under it', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../app/(site)/globals.css'), 'utf8')
    expect(css).toContain(`html:has([data-membership-bar]) { --dock-page: ${BAR_HEIGHT.mobile}; }`)
    expect(css).toMatch(new RegExp(`min-width: 834px\\) \\{\\s*html:has\\(\\[data-membership-bar\\]\\) \\{ --dock-page: ${BAR_HEIGHT.tablet}; \\}`))
  })
})
