import type { Block } from 'payload'
import type { ComponentType } from 'react'

import { EventList } from './EventList/config'
import { Hero } from './Hero/config'
import { Spacer } from './Spacer/config'
import { TitleAndBody } from './TitleAndBody/config'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<any>

export type BlockEntry = {
  config: Block
  /** Loaded only when a page uses the block, so the Payload config never evaluates React code. */
  load?: () => Promise<{ default: BlockComponent }>
}

/** Every module staff can place on a page, registered once for the CMS and the renderer. */
export const blockRegistry: readonly BlockEntry[] = [
  { config: Hero, load: () => import('./Hero/Component') },
  { config: TitleAndBody, load: () => import('./TitleAndBody/Component') },
  { config: Spacer, load: () => import('./Spacer/Component') },
  // Registered for staff; their components come with the capabilities that own them.
  { config: EventList },
]

export const blockConfigs: Block[] = blockRegistry.map((entry) => entry.config)

export const findBlock = (slug: string): BlockEntry | undefined =>
  blockRegistry.find((entry) => entry.config.slug === slug)
