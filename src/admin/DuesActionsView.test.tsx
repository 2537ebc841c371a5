// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DuesActionsView } from './DuesActionsView'

afterEach(cleanup)

describe('DuesActionsView', () => {
  it('offers only notice unless the member is in arrears, and nothing once the membership has ended', async () => {
    for (const standing of ['good', 'retrying', null, undefined]) {
      render(<DuesActionsView standing={standing} balance={0} onAct={async () => undefined} />)
      await screen.findByRole('button', { name: 'Give notice for the member…' })
      expect(screen.getAllByRole('button').map((b) => b.textContent), String(standing)).toEqual(['Give notice for the member…'])
      cleanup()
    }
    const { container } = render(<DuesActionsView standing="good" balance={0} ended onAct={async () => undefined} />)
    expect(container.innerHTML).toBe('')
  })

  it('asks why before giving notice for the member, and then shows the end day without the button', async () => {
    const onAct = vi.fn(async () => undefined)
    render(<DuesActionsView standing="good" balance={0} onAct={onAct} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Give notice for the member…' }))
    fireEvent.change(screen.getByLabelText('Why (kept on the record)'), { target: { value: 'Moving abroad; asked by phone.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Yes, give notice' }))
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('notice', { reason: 'Moving abroad; asked by phone.' }))
    cleanup()
    render(<DuesActionsView standing="good" balance={0} endsOn="2027-12-13" onAct={onAct} />)
    expect(screen.getByRole('heading').textContent).toBe('Notice given: membership ends on 2027-12-13')
    expect(screen.queryAllByRole('button')).toEqual([])
  })

  it('asks why before waiving, and sends the reason', async () => {
    const onAct = vi.fn(async () => undefined)
    render(<DuesActionsView standing="arrears" balance={400} onAct={onAct} />)
    expect(screen.getByRole('heading').textContent).toBe('In arrears: £400.00 owed')
    fireEvent.click(await screen.findByRole('button', { name: 'Waive £400.00' }))
    expect(screen.getByText('Forgive £400.00 and put the member back in good standing?')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Why (kept on the record)'), { target: { value: 'Hardship, agreed by the manager.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Yes, waive' }))
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('waive', { reason: 'Hardship, agreed by the manager.' }))
  })

  it('asks for a day and why before extending, and shows the server’s refusal', async () => {
    const onAct = vi.fn(async () => 'Choose a day after today and at most 90 days ahead.')
    render(<DuesActionsView standing="arrears" balance={150} onAct={onAct} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Allow bookings until…' }))
    fireEvent.change(screen.getByLabelText('Allow bookings until'), { target: { value: '2027-01-15' } })
    fireEvent.change(screen.getByLabelText('Why (kept on the record)'), { target: { value: 'Paying by transfer on Friday.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Yes, allow bookings' }))
    await waitFor(() => expect(onAct).toHaveBeenCalledWith('extend', { reason: 'Paying by transfer on Friday.', until: '2027-01-15' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a day after today and at most 90 days ahead.')
    // Kept as it is: back to the two buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Keep as it is' }))
    expect(screen.getByRole('button', { name: 'Waive £150.00' })).toBeTruthy()
  })
})
