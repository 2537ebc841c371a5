import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'

/**
 * The typed client's types from the API's OpenAPI document (issue 36, decision 075): paths,
 * operations and schemas as TypeScript, for `openapi-fetch`. `npm run api:types` writes them to
 * ./schema.gen.ts; the contract test fails when that file is not what the document gives now.
 */
export async function apiTypesOf(doc: object): Promise<string> {
  // A field with a default is optional to send (defaultNonNullable would make it required).
  const ast = await openapiTS(doc as never, { alphabetize: true, exportType: true, defaultNonNullable: false })
  return `${COMMENT_HEADER}// Generated from /v1/api/openapi.json by \`npm run api:types\`: edit the document, not this file.\n\n${astToString(ast)}`
}
