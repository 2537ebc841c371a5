'use client'

import { useConfig, useListQuery } from '@payloadcms/ui'

import { statusFilterOf, toQueryString, withStatus } from './list-query'
import { SalesListToolbarView } from './SalesListToolbarView'

/** Connects the toolbar to the list view's query: its filters drive the export, its buttons set the filter. */
export function SalesListToolbar({ statuses }: { statuses?: readonly { label: string; value: string }[] } = {}) {
  const { collectionSlug, query, refineListData } = useListQuery()
  const { config } = useConfig()
  const search = toQueryString({ where: query.where, search: query.search, sort: query.sort })
  const exportHref = `${config.routes.api}/${collectionSlug}/export.csv${search ? `?${search}` : ''}`
  return (
    <SalesListToolbarView
      exportHref={exportHref}
      statuses={statuses}
      current={statusFilterOf(query.where)}
      onStatus={(status) => void refineListData({ where: withStatus(query.where, status), page: 1 })}
    />
  )
}
