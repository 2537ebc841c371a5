'use server'

import { redirect } from 'next/navigation'

import { sandboxControls } from '@/integrations/direct-debit/port'
import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { getPayloadClient } from '@/model/payload-client'

import { sandboxDetailsSchema, type SandboxFormState } from './schema'

/** Sets the mandate up and returns the payer to the club, as the provider's page does. */
export async function authoriseSandboxFlow(_state: SandboxFormState, formData: FormData): Promise<SandboxFormState> {
  const flowId = String(formData.get('flowId') ?? '')
  const parsed = sandboxDetailsSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values: typedValues(formData) }
  const sandbox = sandboxControls(getPayloadClient)
  const flow = sandbox && (await sandbox.authorise(flowId, parsed.data))
  if (!flow) return { errors: { _: 'This setup has ended. Go back to the club’s site and start again.' }, values: typedValues(formData) }
  redirect(flow.redirectUri)
}

/** The payer gives up: back to the club's page they came from. */
export async function cancelSandboxFlow(formData: FormData): Promise<void> {
  const flowId = String(formData.get('flowId') ?? '')
  const sandbox = sandboxControls(getPayloadClient)
  const flow = sandbox && (await sandbox.cancel(flowId))
  redirect(flow?.exitUri ?? '/')
}
