import { linesHolding, type Leak } from '@/lib/log/leaks'

/**
 * The people the end-to-end run's seed and its tests' forms make up: none of these may appear in a
 * server's log (issue 32 §5; src/lib/log/redact.ts). Fixed values from the tests' fixtures, and every
 * visitor address at the example domains, where the tests make their addresses up per run. Staff
 * accounts (@clubhouse.test) are not in it: they are the club's own, not visitors' (the refund line
 * names the staff user by id, not by address).
 */
export const PERSONAL_VALUES: readonly string[] = [
  // The seeded member of a local run (src/seed/restaurants.ts).
  'member@clubhouse.london',
  'Ada Lovelace',
  // Names typed into the forms.
  'Amelia Hart',
  'Sam Lee',
  'Tom Reed',
  'Tom Price',
  'Priya Shah',
  'Test Payer',
  'Listed Visitor',
  'Load Visitor',
  // Mobile numbers, as typed and as stored.
  '07700 900123',
  '+447700900123',
  '07700 900456',
  '07700 900999',
  '+447700900999',
  '07700 900777',
  '07700 900321',
  '07700 900111',
  // Dates of birth.
  '1988-04-17',
  '1990-01-02',
  '1970-01-02',
]

/** A visitor's address as the tests write them (`ada@example.com`, `tour-1764330000000@example.com`). */
export const VISITOR_EMAIL = /[\w.+-]+@example\.(?:com|org)/gi

/** The lines of a log that hold a person's data: the fixed values, then any visitor address. */
export function personalDataIn(log: string): Leak[] {
  const addresses = [...new Set(log.match(VISITOR_EMAIL) ?? [])]
  return linesHolding(log, [...PERSONAL_VALUES, ...addresses])
}
