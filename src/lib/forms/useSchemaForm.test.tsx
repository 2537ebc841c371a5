// @vitest-environment happy-dom
import '@/lib/validation/zod-browser'

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMemo } from 'react'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { errorAt, serverErrors, useFieldValue, useSchemaForm } from './useSchemaForm'

const schema = z.pipe(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name')),
    seats: z.array(z.string().check(z.regex(/^\d$/, 'Choose a number'))),
  }),
  z.transform((v: { name: string; seats: string[] }) => ({ name: v.name, seats: v.seats.map(Number) })),
)

const sent = vi.fn()

function Form({ fromServer }: { fromServer?: Record<string, string> }) {
  // The same object until the server answers again: a new one each render would set the messages again each render.
  const errors = useMemo(() => (fromServer ? serverErrors(fromServer) : undefined), [fromServer])
  const form = useSchemaForm(schema, { mode: 'onBlur', defaultValues: { name: '', seats: ['1', '2'] }, errors })
  const seats = useFieldValue(form, 'seats')
  const shown = form.formState.errors
  return (
    <form onSubmit={form.handleSubmit((output) => sent(output))} noValidate>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <p data-testid="name-error">{errorAt(shown, 'name')?.message ?? ''}</p>
      <label>
        First seat <input {...form.register('seats.0')} />
      </label>
      <p data-testid="seat-error">{errorAt(shown, 'seats.0')?.message ?? ''}</p>
      <p data-testid="seats">{seats.join('+')}</p>
      <button type="submit">Send</button>
    </form>
  )
}

afterEach(() => {
  cleanup()
  sent.mockReset()
})

describe('useSchemaForm: a form checked field by field with its schema', () => {
  it('gives the schema’s message when a field is left, nested fields included', async () => {
    render(<Form />)
    await act(async () => fireEvent.blur(screen.getByLabelText('Name')))
    expect(screen.getByTestId('name-error').textContent).toBe('Please enter your name')
    await act(async () => {
      fireEvent.change(screen.getByLabelText('First seat'), { target: { value: 'x' } })
      fireEvent.blur(screen.getByLabelText('First seat'))
    })
    expect(screen.getByTestId('seat-error').textContent).toBe('Choose a number')
  })

  it('hands the schema’s output to the send, and only when every field passes', async () => {
    render(<Form />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(sent).not.toHaveBeenCalled()
    await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ada ' } }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(sent).toHaveBeenCalledWith({ name: 'Ada', seats: [1, 2] })
  })

  it('shows the server’s messages beside their fields', () => {
    const fromServer = { name: 'That name is taken' }
    render(<Form fromServer={fromServer} />)
    expect(screen.getByTestId('name-error').textContent).toBe('That name is taken')
    expect(serverErrors({ name: 'That name is taken' })).toEqual({ name: { type: 'server', message: 'That name is taken' } })
  })

  it('follows a watched field as it changes', async () => {
    render(<Form />)
    expect(screen.getByTestId('seats').textContent).toBe('1+2')
    await act(async () => fireEvent.change(screen.getByLabelText('First seat'), { target: { value: '3' } }))
    expect(screen.getByTestId('seats').textContent).toBe('3+2')
  })
})
