/** Pounds to the penny: prices and totals are summed in pence so 0.1 + 0.2 never shows. */
export const toPence = (pounds: number): number => Math.round(pounds * 100)
export const fromPence = (pence: number): number => pence / 100
