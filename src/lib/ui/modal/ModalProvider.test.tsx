// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ModalProvider, useModal } from './ModalProvider.client'

let api: ReturnType<typeof useModal>
function Capture() {
  api = useModal()
  return null
}

afterEach(cleanup)

describe('modal system', () => {
  it('shows one modal at a time and ignores a second request while one is open', async () => {
    render(
      <ModalProvider>
        <Capture />
      </ModalProvider>,
    )
    let first = false
    let second = true
    act(() => {
      first = api.show({ kind: 'side', title: 'Office enquiry', content: <p>first</p> })
    })
    act(() => {
      second = api.show({ kind: 'centre', title: 'Confirm', content: <p>second</p> })
    })
    expect(first).toBe(true)
    expect(second).toBe(false)
    expect(await screen.findByText('first')).toBeTruthy()
    expect(screen.queryByText('second')).toBeNull()
    expect(document.querySelector('[data-modal-kind="side"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('closes when the browser goes back, and can then open another', async () => {
    render(
      <ModalProvider>
        <Capture />
      </ModalProvider>,
    )
    const depth = window.history.length
    act(() => {
      api.show({ kind: 'sheet', title: 'Key information', content: <p>details</p>, showClose: false })
    })
    expect(window.history.length).toBe(depth + 1)
    await screen.findByText('details')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(api.isOpen).toBe(false)
    let again = false
    act(() => {
      again = api.show({ kind: 'centre', title: 'Confirm', content: <p>again</p> })
    })
    expect(again).toBe(true)
  })
})
