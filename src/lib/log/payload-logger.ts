import { defaultLoggerOptions, type Config } from 'payload'

import { installConsoleRedaction, redactValue } from './redact'

/**
 * Payload's logger as Payload sets it up (pretty lines on stdout), with every call's arguments
 * redacted first (./redact.ts): a failed query's values never reach the log. Building it also
 * redacts the console of the process, which loads this config before it queries anything.
 */
export function redactingLogger(): NonNullable<Config['logger']> {
  installConsoleRedaction()
  return {
    options: {
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => redactValue(arg)) as Parameters<typeof method>)
        },
      },
    },
    destination: defaultLoggerOptions,
  }
}
