// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SalesListToolbarView } from './SalesListToolbarView'

afterEach(cleanup)

describe('SalesListToolbarView', () => {
  it('offers a keyboard-usable status choice with the current one pressed', () => {
    const onStatus = vi.fn()
    render(<SalesListToolbarView exportHref="/api/leads/export.csv" current="contacted" onStatus={onStatus} />)
    const group = screen.getByRole('group', { name: 'Show by status' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'New', 'Contacted', 'Tour booked', 'Toured', 'Applied', 'Won', 'Lost'])
    expect(within(group).getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(within(group).getByRole('button', { name: 'Tour booked' }))
    fireEvent.click(within(group).getByRole('button', { name: 'All' }))
    expect(onStatus.mock.calls).toEqual([['tour-booked'], [undefined]])
  })

  it('presses "All" when the list is not filtered to one status', () => {
    render(<SalesListToolbarView exportHref="/api/leads/export.csv" onStatus={() => {}} />)
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('links the export to the list’s filters', () => {
    const href = '/api/enquiries/export.csv?where%5Bstatus%5D%5Bequals%5D=new'
    render(<SalesListToolbarView exportHref={href} onStatus={() => {}} />)
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(href)
  })
})
