// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { LoadingAfterHydration } from './LoadingAfterHydration.client'

const loading = <p role="status">Loading meeting rooms…</p>
/** Content that suspends until `arrive` is called, as a streamed server part does. */
const later = () => {
  let arrive!: () => void
  const gate = new Promise<void>((resolve) => (arrive = resolve))
  const Rooms = lazy(async () => {
    await gate
    return { default: () => <p>The Vault</p> }
  })
  return { Rooms, arrive }
}

afterEach(cleanup)

describe('LoadingAfterHydration', () => {
  it('renders its content in place on the server, never the loading state', () => {
    const html = renderToString(
      <LoadingAfterHydration fallback={loading}>
        <p>The Vault</p>
      </LoadingAfterHydration>,
    )
    expect(html).toBe('<p>The Vault</p>')
  })

  it('shows the loading state when it mounts in the browser, then the content', async () => {
    const { Rooms, arrive } = later()
    render(
      <LoadingAfterHydration fallback={loading}>
        <Rooms />
      </LoadingAfterHydration>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading meeting rooms…')
    await act(async () => arrive())
    expect((await screen.findByText('The Vault')).tagName).toBe('P')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('hydrates the server’s HTML as it is: no boundary appears and nothing remounts', async () => {
    const tree = (
      <LoadingAfterHydration fallback={loading}>
        <p>The Vault</p>
      </LoadingAfterHydration>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const paragraph = container.querySelector('p')
    const errors: unknown[] = []
    await act(async () => void hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }))
    expect(errors).toEqual([])
    expect(container.querySelector('p')).toBe(paragraph)
    expect(container.innerHTML).toBe('<p>The Vault</p>')
    container.remove()
  })
})
