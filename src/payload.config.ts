import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { addCompanyMemberTask } from './model/company-member-adds'
import { confirmMemberEmailTask } from './model/member-email-change'
import { inviteMemberTask } from './model/member-invitations'
import { expireUnconvertedTask } from './collections/privacy/retention-task'
import { collections } from './collections'
import { Users } from './collections/Users'
import { globals } from './globals'
import { outboxEmailAdapter } from './integrations/email/payload-adapter'
import { uploadStoragePlugin } from './integrations/storage/payload-adapter'
import { databaseAdapter } from './model/db-adapter'
import { getEnv } from './lib/env'
import { answerClientErrors } from './lib/payload-api/client-errors'
import { withApiGuards } from './lib/payload-api/guards'
import { redactingLogger } from './lib/log/payload-logger'
import { canRunJobs } from './lib/jobs'
import { resolvePayloadSecret } from './lib/secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

export default buildConfig({
  // No serverURL: media URLs stay relative, so pages built on one address work on any other.
  secret: resolvePayloadSecret(env),
  telemetry: false,
  admin: {
    user: Users.slug,
    // No Gravatar: the back office makes no third-party requests.
    avatar: 'default',
    // The public site's mark (src/app/icon.svg) in the browser tab too.
    meta: { titleSuffix: ' | Clubhouse back office', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }] },
    importMap: { baseDir: dirname },
    components: {
      // The club's name and mark instead of Payload's, and today's work on the dashboard.
      graphics: { Logo: '/admin/BrandLogo#BrandLogo', Icon: '/admin/BrandIcon#BrandIcon' },
      beforeDashboard: ['/admin/Dashboard#Dashboard'],
      // The day's work first in the sidebar for sales staff: the committee's Applications view
      // (docs/decisions/020), leads and enquiries.
      beforeNavLinks: ['/admin/ApplicationsNavLink#ApplicationsNavLink'],
      views: { applications: { Component: '/admin/ApplicationsView#ApplicationsView', path: '/applications', exact: true } },
    },
    livePreview: { breakpoints: [
      { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
      { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
      { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
    ] },
  },
  collections: collections.map(withApiGuards),
  // Errors the request itself caused (a value its column cannot hold, a broken body) are 400, not 500.
  hooks: { afterError: [answerClientErrors] },
  globals,
  editor: lexicalEditor(),
  email: outboxEmailAdapter,
  // Uploads in the S3 bucket when S3_BUCKET is set, else on the disk (docs/decisions/069).
  plugins: [uploadStoragePlugin()],
  db: databaseAdapter({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  cors: env.siteOrigins,
  csrf: env.siteOrigins,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  // No request's values in the log: a failed query's parameters and row details are redacted (issue 32 §5).
  logger: redactingLogger(),
  // Scheduled publishing (pages) and the nightly retention run: run by the launcher through
  // /api/payload-jobs/run, see src/lib/jobs.ts. Corporate member adds and the invitations of members
  // added by hand: their own queues, run by the worker when woken (docs/decisions/023, 039).
  jobs: { access: { run: ({ req }) => canRunJobs(req) }, deleteJobOnComplete: true, tasks: [expireUnconvertedTask, addCompanyMemberTask, inviteMemberTask, confirmMemberEmailTask] },
})
