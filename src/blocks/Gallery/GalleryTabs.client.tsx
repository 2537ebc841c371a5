'use client'

import type { ReactNode } from 'react'

import { Tabs } from '@/lib/ui/Tabs.client'

export type GalleryTab = { title: string; content: ReactNode }

/**
 * The groups of a gallery as tabs (tablets and computers): arrow keys move between tabs, Tab moves
 * into the panel. Without JavaScript the first group still shows.
 */
export function GalleryTabs({ label, tabs }: { label: string; tabs: GalleryTab[] }) {
  return (
    <Tabs
      label={label}
      tabs={tabs.map((tab, index) => ({ value: String(index), title: tab.title, content: tab.content, panelData: { 'data-gallery-panel': index } }))}
      wrapList={(list) => <div className="site-edge">{list}</div>}
      listClassName="mb-8 flex flex-wrap gap-x-8 gap-y-2 border-b border-ink/20"
      tabClassName="-mb-px min-h-11 border-b-2 border-transparent py-2 text-sm uppercase tracking-widest text-ink/75 hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink"
    />
  )
}
