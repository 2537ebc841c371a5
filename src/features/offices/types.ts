/** One office as the list, the API and other clients see it (spec 000 section 3, Office search index). */
export type OfficeSummary = {
  id: number
  officeGroupId: string
  title: string
  description: string | null
  /** Pounds per month. */
  price: { value: number }
  workStations: { capacity: number }
  location: { id: number; displayName: string; clubName: string }
  /** 'YYYY-MM-DD'. */
  availableFrom: string
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  portraitImage: { url: string; alt: string; width: number | null; height: number | null } | null
}

export type Range = { min: number; max: number }

export type OfficeFilters = {
  /** Club location ids (Fulham 5, Knightsbridge 15, Kensington 14, City 8). */
  locations?: number[]
  price?: Partial<Range>
  people?: Partial<Range>
  availableNow?: boolean
}

export type OfficeSearchResult = {
  count: number
  page: number
  pageSize: number
  /** True when page*6 >= count or count <= 6. */
  end: boolean
  results: OfficeSummary[]
  facets: {
    location: { id: number; displayName: string; count: number }[]
  }
  /** Over the offices at the chosen locations (and availability), whatever the ranges chosen: the sliders' bounds. [0,0] when none. */
  ranges: { price: Range; workStations: Range }
}
