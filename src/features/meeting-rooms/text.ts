/** "£95", "£1,200", "£37.50": whole pounds without pence, as the club's price lists show them. */
export function pounds(value: number): string {
  const whole = Number.isInteger(value)
  return `£${value.toLocaleString('en-GB', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}

export const capacityText = (capacity: number): string => `Up to ${capacity} ${capacity === 1 ? 'person' : 'people'}`

/** The room's price lines, hour before day; a price left empty is not offered. */
export function priceLines(room: { pricePerHour?: number | null; pricePerDay?: number | null }): string[] {
  const lines: string[] = []
  if (typeof room.pricePerHour === 'number') lines.push(`${pounds(room.pricePerHour)} per hour`)
  if (typeof room.pricePerDay === 'number') lines.push(`${pounds(room.pricePerDay)} per day`)
  return lines
}

/** What a room's enquiry is about, for the panel and the team: "The Boardroom, City". */
export const roomSubject = (roomName: string, clubName: string): string => `${roomName.trim()}, ${clubName.trim()}`
