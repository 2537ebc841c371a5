#!/bin/sh
# The image's commands (docs/decisions/071). One image, every role; the command picks it:
#   web                  the web server (scripts/server.mjs: Next behind our step; /healthz, /readyz, drain)
#   worker               the worker (submissions, e-mail relay, reminders, dues, queues; with JOBS_ORIGIN
#                        it asks the web servers for the minute's due jobs)
#   migrate              applies this version's migrations and exits (any process also does as it connects)
#   seed [--if-empty]    the club's starting content (--if-empty: only into an empty database)
#   backup [folder]      a consistent backup (default backups/clubhouse-<time>, under /app)
#   restore <folder>     a backup into an empty database of this version
#   ready                exits 0 when this container's web server answers /readyz with 200 (for scripts)
#   healthcheck          the image's HEALTHCHECK: the web server's /healthz; other roles are healthy while they run
# Anything else runs as given (`sh`, `node -e ...`).
# Every role needs DATABASE_URL: the image has no embedded PostgreSQL (decision 002's default is for
# a developer's machine).
set -eu

role=${1:-web}
[ $# -gt 0 ] && shift

node_role() {
  if [ -z "${DATABASE_URL:-}" ]; then
    echo "DATABASE_URL is required in this image: a PostgreSQL server, e.g. postgres://user:pass@db:5432/clubhouse" >&2
    exit 64
  fi
  node dist/scripts/check-env.mjs
  # The HEALTHCHECK asks the web server only where this container runs one.
  echo "$role" >/tmp/clubhouse-role 2>/dev/null || true
}

probe() {
  exec node -e '
    const port = process.env.PORT || 3000
    fetch(`http://127.0.0.1:${port}${process.argv[1]}`, { signal: AbortSignal.timeout(2500) })
      .then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))
  ' "$1"
}

case "$role" in
  web)
    node_role
    exec node scripts/server.mjs "$@"
    ;;
  worker | migrate | seed | backup | restore)
    node_role
    exec node "dist/scripts/$role.mjs" "$@"
    ;;
  ready)
    probe /readyz
    ;;
  healthcheck)
    if [ "$(cat /tmp/clubhouse-role 2>/dev/null)" = web ]; then probe /healthz; fi
    exit 0
    ;;
  *)
    exec "$role" "$@"
    ;;
esac
