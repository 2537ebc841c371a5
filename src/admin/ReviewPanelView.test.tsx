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

describe('ReviewPanelView, a company naming more people than the memberships it asked for', () => {
  const count = { asked: 4, people: 10, differs: true }

  it('warns the committee and approves only once the count is confirmed, sending the count', async () => {
    const onDecide = vi.fn(async () => undefined)
    render(<ReviewPanelView status="Applied" corporate count={count} onDecide={onDecide} />)
    expect(screen.getByText(/The company asked for 4 memberships but names 10 people \(the primary contact and 9 members\): approving it makes 10 member accounts\./)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Confirm the count first: approving makes 10 member accounts.')
    expect(onDecide).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Approve 10 member accounts (4 asked)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('Approved', '', 10))
  })

  it('declines without the confirmation, and asks nothing of a company whose count matches', async () => {
    const onDecide = vi.fn(async () => undefined)
    render(<ReviewPanelView status="Applied" corporate count={count} onDecide={onDecide} />)
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Too many.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('Declined', 'Too many.'))
    cleanup()

    const matching = vi.fn(async () => undefined)
    render(<ReviewPanelView status="Applied" corporate count={{ asked: 4, people: 4, differs: false }} onDecide={matching} />)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByText(/Count differs/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(matching).toHaveBeenCalledWith('Approved', ''))
  })
})
