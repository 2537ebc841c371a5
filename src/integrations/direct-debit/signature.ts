import { verifySignature as verifyGoCardless } from 'gocardless-nodejs'

/** The official client's check (constant-time), as a yes or no. */
export function verifySignature(rawBody: string, secret: string, signature: string): boolean {
  try {
    verifyGoCardless(rawBody, secret, signature)
    return true
  } catch {
    return false
  }
}
