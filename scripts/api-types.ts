/**
 * npm run api:types: writes src/lib/api-client/schema.gen.ts from the API's OpenAPI document, as
 * the route builds it (run with the react-server condition, as the route runs in Next).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

process.env.PAYLOAD_SECRET ??= 'api-types-only-0123456789abcdef0123'
process.env.SERVER_URL ??= 'https://club.example'

const [{ GET }, { apiTypesOf }] = await Promise.all([import('@/app/v1/api/openapi.json/route'), import('@/lib/api-client/generate')])
const doc = (await GET().json()) as object
const file = path.resolve(import.meta.dirname, '../src/lib/api-client/schema.gen.ts')
writeFileSync(file, await apiTypesOf(doc))
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
