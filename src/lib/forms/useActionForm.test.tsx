// @vitest-environment happy-dom
import '@/lib/validation/zod-browser'

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useActionForm, type ActionFormState } from './useActionForm'

const schema = z.object({
  town: z.string().check(z.trim(), z.minLength(1, 'Please enter your town or city')),
  postcode: z.string().check(z.regex(/^[A-Z]{1,2}\d/, 'Please enter a valid UK postcode')),
})

const initial: ActionFormState = { errors: {}, values: {} }
const action = vi.fn(async (_previous: ActionFormState, _data: FormData): Promise<ActionFormState> => ({ errors: {}, values: {}, message: 'Sent' }))

function Step({ withSchema = true }: { withSchema?: boolean }) {
  const { errors, formAction, formRef, onSubmit, state } = useActionForm({ action, initial, order: ['town', 'postcode'], schema: withSchema ? schema : undefined })
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit}>
      <label>
        Town <input name="town" />
      </label>
      {errors.town ? <p>{errors.town}</p> : null}
      <label>
        Postcode <input name="postcode" />
      </label>
      {errors.postcode ? <p>{errors.postcode}</p> : null}
      {state.message ? <p role="alert">{state.message}</p> : null}
      <button type="submit">Continue</button>
    </form>
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))

afterEach(() => {
  cleanup()
  action.mockClear()
})

describe('useActionForm: the browser checks the step before sending', () => {
  it('sends nothing that fails the schema, shows every message, and focuses the first field', async () => {
    render(<Step />)
    type('Postcode', 'nope')
    await send()
    expect(action).not.toHaveBeenCalled()
    expect(screen.getByText('Please enter your town or city')).toBeTruthy()
    expect(screen.getByText('Please enter a valid UK postcode')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Town'))
  })

  it('sends a step that passes, and the server’s answer replaces the browser’s messages', async () => {
    render(<Step />)
    await send()
    expect(screen.getByText('Please enter your town or city')).toBeTruthy()
    type('Town', 'London')
    type('Postcode', 'SW6 2AA')
    await send()
    expect(action).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Sent')
    expect(screen.queryByText('Please enter your town or city')).toBeNull()
  })

  it('leaves a step without a schema to the server', async () => {
    render(<Step withSchema={false} />)
    await send()
    expect(action).toHaveBeenCalledTimes(1)
  })
})
