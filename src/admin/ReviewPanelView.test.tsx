// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ReviewPanelView } from './ReviewPanelView'

afterEach(cleanup)

describe('ReviewPanelView', () => {
  it('shows nothing unless the application can be decided', () => {
    for (const status of ['Started', 'Approved', 'Declined', null, undefined]) {
      const { container } = render(<ReviewPanelView status={status} onDecide={async () => undefined} />)
      expect(container.innerHTML, String(status)).toBe('')
      cleanup()
    }
  })

  it('approves without a reason, and asks for one before declining', async () => {
    const onDecide = vi.fn(async () => undefined)
    render(<ReviewPanelView status="Applied" onDecide={onDecide} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Waitlist', 'Decline'])

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Give a reason to decline/)
    expect(onDecide).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Full this year.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('Declined', 'Full this year.'))
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('Approved', 'Full this year.'))
  })

  it('offers approve and decline on a waitlisted application, and shows the server’s refusal', async () => {
    render(<ReviewPanelView status="Waitlisted" onDecide={async () => 'Only a complete application can be decided.'} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Decline'])
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Only a complete application can be decided.')
  })

  it('tells staff a company’s decision covers its members and goes to its primary contact', () => {
    render(<ReviewPanelView status="Applied" corporate onDecide={async () => undefined} />)
    expect(screen.getByText(/the decision covers the company and all its members\. The primary contact is e-mailed/)).toBeTruthy()
    expect(screen.getByLabelText(/Reason \(sent to the primary contact/)).toBeTruthy()
  })
})
