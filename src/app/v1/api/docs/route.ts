import { renderer, SCALAR_CONFIGURATION, scriptPath } from './renderer'

export const dynamic = 'force-dynamic'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * GET /v1/api/docs: the API's reference for people, drawn in the browser by Scalar from
 * /v1/api/openapi.json (docs/decisions/074). No inline script: the settings travel in a JSON
 * element's attributes, which the renderer reads, and the renderer comes from our own origin.
 * Its Content-Security-Policy is next.config.mjs's (DOCS_POLICY, src/lib/http/csp.mjs).
 */
export function GET(): Response {
  const { version } = renderer()
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clubhouse API reference</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<meta name="description" content="The Clubhouse API: every operation, its parameters and its answers, from /v1/api/openapi.json.">
</head>
<body>
<noscript><h1>Clubhouse API reference</h1><p>This reference is drawn with JavaScript. The API’s OpenAPI document is at <a href="/v1/api/openapi.json">/v1/api/openapi.json</a>.</p></noscript>
<script id="api-reference" type="application/json" data-url="/v1/api/openapi.json" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
<script src="${escapeAttribute(scriptPath(version))}"></script>
</body>
</html>
`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
