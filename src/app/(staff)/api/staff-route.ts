import config from '@payload-config'
import { APIError, createPayloadRequest, type PayloadRequest } from 'payload'

import { hasRole, isStaff, type StaffRole } from '@/lib/access'
import { getEnv } from '@/lib/env'
import { API_ERROR_MESSAGE } from '@/lib/http/api-error'
import { fromThisSite } from '@/lib/http/same-origin'

/**
 * Every back-office action that runs a feature's service is a route built here (docs/decisions/039):
 * one staff-auth check, one CSRF rule, one error shape.
 *
 * - Who: a signed-in member of staff (the back office's cookie, or `Authorization: JWT <token>`,
 *   read by Payload's own auth strategies) with the action's role; 401 otherwise, 403 without it.
 * - CSRF: a request that changes something is refused (403) unless it comes from one of this
 *   site's pages: its Origin names the site, or it has no Origin (not a browser's cross-site post),
 *   the rule src/proxy.ts applies to every page. Payload's `csrf` list also keeps a cross-site
 *   cookie from signing anyone in.
 * - Answers: the handler's own; refusals and failures as Payload's API answers them,
 *   `{ errors: [{ message, field? }] }`: Payload's client errors (a filter it cannot run) keep
 *   their 4xx, anything else is 503 with Retry-After, never a 500.
 *
 * The handler gets Payload's request (`req.user`, `req.query`, `req.payload`), as a Payload endpoint would.
 */
export type StaffAction<P> = (req: PayloadRequest, params: P) => Promise<Response>

type Rule = {
  role: StaffRole
  /** What a visitor who is not signed in to the back office is told. */
  signIn: string
  /** What staff without the role are told. */
  forbidden: string
}

/** The lists' CSV downloads: sales staff and administrators. */
export const SALES_EXPORT: Rule = { role: 'sales', signIn: 'Sign in to the back office to export.', forbidden: 'Only sales staff and administrators can export.' }

const READS = new Set(['GET', 'HEAD'])

export const staffError = (status: number, message: string, field?: string, headers?: HeadersInit) =>
  Response.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status, headers })

export function staffRoute<P extends Record<string, string> = Record<string, never>>(rule: Rule, action: StaffAction<P>) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    if (!READS.has(request.method) && !fromThisSite(request.headers, getEnv().serverUrl)) return staffError(403, 'Cross-site request refused.')
    try {
      const req = await createPayloadRequest({ config, request })
      if (!req.user || !isStaff(req)) return staffError(401, rule.signIn)
      if (!hasRole(req, rule.role)) return staffError(403, rule.forbidden)
      return await action(req, await context.params)
    } catch (error) {
      // What the request itself got wrong (a filter on a field that does not exist) is its answer, as Payload's REST API gives it.
      if (error instanceof APIError && error.status >= 400 && error.status < 500) return staffError(error.status, error.message)
      console.error(`Staff action ${request.method} ${new URL(request.url).pathname} failed:`, error)
      return staffError(503, API_ERROR_MESSAGE, undefined, { 'Retry-After': '5' })
    }
  }
}
