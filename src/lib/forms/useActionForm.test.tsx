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

  it('checks a field with a message again when it is left changed: mended, the message goes; still wrong, it says why now', async () => {
    render(<Step />)
    type('Postcode', 'nope')
    await send()
    const leave = (label: string) => fireEvent.focusOut(screen.getByLabelText(label))
    // Left unchanged: the message stays.
    leave('Town')
    expect(screen.getByText('Please enter your town or city')).toBeTruthy()
    type('Town', 'London')
    leave('Town')
    expect(screen.queryByText('Please enter your town or city')).toBeNull()
    expect(screen.getByText('Please enter a valid UK postcode')).toBeTruthy()
    type('Postcode', 'still not one')
    leave('Postcode')
    expect(screen.getByText('Please enter a valid UK postcode')).toBeTruthy()
    type('Postcode', 'SW6 2AA')
    leave('Postcode')
    expect(screen.queryByText('Please enter a valid UK postcode')).toBeNull()
    // A field emptied after its message went gets none until the form is sent.
    type('Town', '')
    leave('Town')
    expect(screen.queryByText('Please enter your town or city')).toBeNull()
    await send()
    expect(screen.getByText('Please enter your town or city')).toBeTruthy()
    expect(action).not.toHaveBeenCalled()
  })

  it('keeps the server’s message on a field the browser cannot judge until that field is changed', async () => {
    action.mockImplementationOnce(async () => ({ errors: { town: 'We have no club there yet' }, values: { town: 'Gotham', postcode: 'SW6 2AA' } }))
    function ServerStep() {
      const { errors, formAction, formRef, onSubmit, fieldsKey, state } = useActionForm({ action, initial, order: ['town', 'postcode'], schema })
      return (
        <form ref={formRef} action={formAction} onSubmit={onSubmit} key={fieldsKey}>
          <label>
            Town <input name="town" defaultValue={state.values.town} />
          </label>
          {errors.town ? <p>{errors.town}</p> : null}
          <label>
            Postcode <input name="postcode" defaultValue={state.values.postcode} />
          </label>
          <button type="submit">Continue</button>
        </form>
      )
    }
    render(<ServerStep />)
    type('Town', 'Gotham')
    type('Postcode', 'SW6 2AA')
    await send()
    expect(await screen.findByText('We have no club there yet')).toBeTruthy()
    fireEvent.focusOut(screen.getByLabelText('Town'))
    expect(screen.getByText('We have no club there yet')).toBeTruthy()
    type('Town', 'London')
    fireEvent.focusOut(screen.getByLabelText('Town'))
    expect(screen.queryByText('We have no club there yet')).toBeNull()
  })
})
