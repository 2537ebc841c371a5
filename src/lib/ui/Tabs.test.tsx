// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Tabs, type Tab } from './Tabs.client'

afterEach(cleanup)

const TABS: Tab[] = ['Fulham', 'Knightsbridge', 'City'].map((club) => ({ value: club.toLowerCase(), title: club, content: <p>{`Inside ${club}`}</p>, panelData: { 'data-club': club } }))
const tab = (name: string) => screen.getByRole('tab', { name })
const selected = () => screen.getByRole('tab', { selected: true }).textContent

describe('Tabs', () => {
  it('draws a labelled tab list, one tab stop, and only the selected panel, tied to its tab', () => {
    render(<Tabs label="Our clubs" tabs={TABS} />)
    expect(screen.getByRole('tablist', { name: 'Our clubs' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('Inside Fulham')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Fulham').id)
    expect(tab('Fulham').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.dataset.club).toBe('Fulham')
    // The other panels are there, hidden and empty.
    expect(screen.getAllByRole('tabpanel', { hidden: true }).map((p) => [p.hidden, p.textContent])).toEqual([
      [false, 'Inside Fulham'],
      [true, ''],
      [true, ''],
    ])
  })

  it('moves focus and the selection with the arrow keys (wrapping), Home and End', () => {
    render(<Tabs label="Our clubs" tabs={TABS} />)
    act(() => tab('Fulham').focus())
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })
    press('ArrowLeft')
    expect([selected(), document.activeElement]).toEqual(['City', tab('City')])
    press('ArrowRight')
    expect([selected(), document.activeElement]).toEqual(['Fulham', tab('Fulham')])
    press('End')
    expect(selected()).toBe('City')
    press('Home')
    expect(selected()).toBe('Fulham')
    expect(screen.getByRole('tabpanel').textContent).toBe('Inside Fulham')
    // With a modifier the keys are the browser's (Alt+arrow is back and forward).
    fireEvent.keyDown(tab('Fulham'), { key: 'ArrowRight', altKey: true })
    expect(selected()).toBe('Fulham')
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
  })

  it('selects on a press, and by Enter or Space through the button’s click', () => {
    render(<Tabs label="Our clubs" tabs={TABS} />)
    fireEvent.mouseDown(tab('City'), { button: 0 })
    expect(selected()).toBe('City')
    // A right press or a Ctrl-press (a context menu on macOS) does not select.
    fireEvent.mouseDown(tab('Knightsbridge'), { button: 2 })
    fireEvent.mouseDown(tab('Knightsbridge'), { button: 0, ctrlKey: true })
    expect(selected()).toBe('City')
    // A mouse's click after its press changes nothing more; the keyboard's click (detail 0) selects.
    fireEvent.click(tab('Knightsbridge'), { detail: 1 })
    expect(selected()).toBe('City')
    fireEvent.click(tab('Knightsbridge'))
    expect(selected()).toBe('Knightsbridge')
    expect(screen.getByRole('tabpanel').textContent).toBe('Inside Knightsbridge')
  })

  it('follows its owner when controlled, telling it of each new choice once', () => {
    const onValueChange = vi.fn()
    const { rerender } = render(<Tabs label="Months" tabs={TABS} value="city" onValueChange={onValueChange} />)
    expect(selected()).toBe('City')
    fireEvent.mouseDown(tab('Fulham'), { button: 0 })
    fireEvent.click(tab('Fulham'), { detail: 1 })
    expect(onValueChange.mock.calls).toEqual([['fulham']])
    expect(selected()).toBe('City')
    rerender(<Tabs label="Months" tabs={TABS} value="fulham" onValueChange={onValueChange} />)
    expect(selected()).toBe('Fulham')
  })

  it('renders on the server with the default tab selected and its panel drawn', () => {
    const html = renderToString(<Tabs label="Our clubs" tabs={TABS} defaultValue="city" />)
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>City</)
    expect(html).toContain('Inside City')
    expect(html).not.toContain('Inside Fulham')
  })
})
