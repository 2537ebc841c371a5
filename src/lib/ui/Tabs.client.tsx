'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type Tab = {
  value: string
  title: ReactNode
  content: ReactNode
  /** data-* attributes for the panel (tests and styles find it by them). */
  panelData?: Record<`data-${string}`, string | number>
}

type Props = {
  label: string
  tabs: Tab[]
  /** Controlled: the selected tab, with onValueChange. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
  /** Wraps the tab list (a width container), the panels staying outside it. */
  wrapList?: (list: ReactNode) => ReactNode
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * The WAI-ARIA tabs pattern with automatic activation, as Radix Tabs drew it before (decision
 * 034): one tab stop, arrow keys (wrapping), Home and End move focus and select, a press selects;
 * only the selected panel's content is drawn, so without JavaScript the first group shows. The
 * attributes match Radix's (`data-state`, `role="tab" aria-selected`), which the styles use.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange, className, wrapList = (list) => list, listClassName, tabClassName, panelClassName }: Props) {
  const uid = useId()
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.value)
  const selected = value ?? own
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const select = (next: string) => {
    if (next === selected) return
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEP[event.key]
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    const target = step(index, tabs.length)
    buttons.current[target]?.focus()
    select(tabs[target]!.value)
  }
  const triggerId = (v: string) => `${uid}-tab-${v}`
  const panelId = (v: string) => `${uid}-panel-${v}`

  return (
    <div className={className}>
      {wrapList(
        <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
          {tabs.map((tab, index) => {
            const active = tab.value === selected
            return (
              <button
                key={tab.value}
                ref={(el) => {
                  buttons.current[index] = el
                }}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={panelId(tab.value)}
                data-state={active ? 'active' : 'inactive'}
                id={triggerId(tab.value)}
                tabIndex={active ? 0 : -1}
                className={tabClassName}
                // A press selects on mouse down, as Radix did: the panel changes as the button goes down.
                onMouseDown={(event) => {
                  if (event.button === 0 && !event.ctrlKey) select(tab.value)
                }}
                // Enter, Space and a screen reader's activation arrive as a click without a press (detail 0).
                onClick={(event) => {
                  if (event.detail === 0) select(tab.value)
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.title}
              </button>
            )
          })}
        </div>,
      )}
      {tabs.map((tab) => {
        const active = tab.value === selected
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={triggerId(tab.value)}
            data-state={active ? 'active' : 'inactive'}
            hidden={!active}
            tabIndex={0}
            className={panelClassName}
            {...tab.panelData}
          >
            {active ? tab.content : null}
          </div>
        )
      })}
    </div>
  )
}
