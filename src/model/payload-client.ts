import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API of this process (initialised once, then reused). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
