// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ResendEmail } from './ResendEmail.client'

afterEach(cleanup)

/** A resend the test answers when it chooses, so the busy state can be seen. */
function pending() {
  let answer: (error: string | undefined) => void = () => {}
  const calls: number[] = []
  const resend = (id: number) => {
    calls.push(id)
    return new Promise<string | undefined>((resolve) => (answer = resolve))
  }
  return { resend, calls, answer: (error?: string) => act(async () => answer(error)) }
}

describe('Send again, on a failed e-mail', () => {
  it('is a button that shows it is busy, then says the e-mail is queued', async () => {
    const { resend, calls, answer } = pending()
    render(<ResendEmail id={42} resend={resend} />)
    const button = screen.getByRole('button', { name: 'Send again' })
    expect(button.hasAttribute('disabled')).toBe(false)

    fireEvent.click(button)
    const busy = screen.getByRole('button', { name: 'Sending again…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.hasAttribute('disabled')).toBe(true)
    expect(calls).toEqual([42])

    await answer(undefined)
    expect(screen.getByRole('status').textContent).toBe('Queued: it goes out within a minute.')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says why when it was refused, and can be tried again', async () => {
    const { resend, answer } = pending()
    render(<ResendEmail id={7} resend={resend} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }))
    await answer('Only a failed e-mail can be sent again.')
    expect(screen.getByRole('alert').textContent).toBe('Only a failed e-mail can be sent again.')
    expect(screen.getByRole('button', { name: 'Send again' }).hasAttribute('disabled')).toBe(false)
  })
})
