// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import MembershipKeyInformation from './Component'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }))

afterEach(cleanup)

const images = [
  { id: 1, url: '/media/fulham-pool.jpg', alt: 'The Fulham pool', width: 1200, height: 900 },
  { id: 2, url: '/media/city-terrace.jpg', alt: 'The City terrace', width: 1200, height: 900 },
] as Media[]

const props = {
  title: 'Key information',
  subtitle: 'Everything to know before you apply.',
  buttonText: 'View key information',
  details: [{ text: 'Minimum age 18' }, { text: 'Joining fee £500' }, { text: 'Twelve-month minimum term' }],
  images,
  linkText: 'Apply now',
  link: '/membership-application',
  colour: 'pink' as const,
}

const renderBlock = (extra: Record<string, unknown> = {}) =>
  render(
    <ModalProvider>
      <MembershipKeyInformation {...props} {...extra} />
    </ModalProvider>,
  )

describe('MembershipKeyInformation', () => {
  it('shows the title as an h2, the subtitle and a button that opens the modal', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 2, name: 'Key information' })).toBeTruthy()
    expect(screen.getByText('Everything to know before you apply.')).toBeTruthy()
    const button = screen.getByRole('button', { name: 'View key information' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(document.querySelector('section')?.className).toContain('bg-blush')
    expect(document.querySelector('img')).toBeNull()
  })

  it('opens a sheet with the title, subtitle, every detail, the images with their alt text and the button', async () => {
    renderBlock()
    fireEvent.click(screen.getByRole('button', { name: 'View key information' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-modal-kind')).toBe('sheet')
    expect(within(dialog).getByRole('heading', { name: 'Key information' })).toBeTruthy()
    expect(within(dialog).getByText('Everything to know before you apply.')).toBeTruthy()
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Minimum age 18',
      'Joining fee £500',
      'Twelve-month minimum term',
    ])
    const pictures = within(dialog).getAllByRole('img')
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['The Fulham pool', 'The City terrace'])
    expect(pictures.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
    expect(within(dialog).getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/membership-application')
  })

  it('leaves out unpopulated images and the button without text', async () => {
    renderBlock({ images: [7, images[0]], linkText: '' })
    fireEvent.click(screen.getByRole('button', { name: 'View key information' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByRole('img')).toHaveLength(1)
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  it('renders nothing without a title or without anything to show in the modal', () => {
    expect(renderBlock({ title: '' }).container.innerHTML).toBe('')
    cleanup()
    expect(renderBlock({ details: [], images: [] }).container.innerHTML).toBe('')
  })
})
