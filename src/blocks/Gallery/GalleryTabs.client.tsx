'use client'

import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export type GalleryTab = { title: string; content: ReactNode }

/**
 * The groups of a gallery as tabs (tablets and computers). Radix gives the tab pattern: arrow keys
 * move between tabs, Tab moves into the panel. Without JavaScript the first group still shows.
 */
export function GalleryTabs({ label, tabs }: { label: string; tabs: GalleryTab[] }) {
  return (
    <Tabs.Root defaultValue="0" activationMode="automatic">
      <div className="mx-auto max-w-6xl px-6 tab:px-12">
        <Tabs.List aria-label={label} className="mb-8 flex flex-wrap gap-x-8 gap-y-2 border-b border-ink/20">
          {tabs.map((tab, index) => (
            <Tabs.Trigger
              key={index}
              value={String(index)}
              className="-mb-px min-h-11 border-b-2 border-transparent py-2 text-sm uppercase tracking-widest text-ink/75 hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink"
            >
              {tab.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((tab, index) => (
        <Tabs.Content key={index} value={String(index)} data-gallery-panel={index}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
