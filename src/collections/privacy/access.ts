import type { Access, PayloadRequest } from 'payload'

import { isAdmin, isSalesStaff } from '@/lib/access'

/** Administrators, and sales staff an administrator has allowed to erase personal data. */
export const mayErasePersonalData = (req: PayloadRequest): boolean => {
  if (isAdmin(req)) return true
  const user = req.user as { roles?: string[]; mayErasePersonalData?: boolean | null } | null
  return isSalesStaff(req) && user?.mayErasePersonalData === true
}

export const erasers: Access = ({ req }) => mayErasePersonalData(req)
