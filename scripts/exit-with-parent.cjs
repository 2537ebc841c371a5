/**
 * Preloaded (NODE_OPTIONS=--require) into the processes the launcher starts: when the launcher is
 * killed outright (SIGKILL, OOM) it cannot stop them, and an orphaned `next start` would keep the
 * port and talk to a database the next launch replaces. Linux has no portable parent-death signal
 * for Node, so each child watches for being re-parented.
 */
const parent = process.ppid
if (parent > 1) {
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
  }, 1000).unref()
}
