#!/bin/sh
# Renders clubhouse.conf.template (docs/decisions/071) for compose.yaml's proxy and the cluster test.
#
#   APP_SERVERS="app1:3000 app2:3000"   the web servers (spaces or commas between them)
#   NGINX_LISTEN=8080                   where visitors connect (an address:port or a port)
#   NGINX_INTERNAL_LISTEN=8081          the worker's JOBS_ORIGIN; not to be published (optional: unset, a
#                                       unix socket in NGINX_RUN_DIR that nothing uses)
#   NGINX_RUN_DIR=/tmp/nginx            written by nginx: pid file, temporary files, the rendered config
#   NGINX_ACCESS_LOG=/dev/stdout        where requests are logged: a file, or off (optional)
#   NGINX_DAEMON=off                    off: nginx stays in the foreground (optional)
#   NGINX_MAX_FAILS=2, NGINX_FAIL_TIMEOUT=10s   the passive health checks (optional)
#   NGINX_RESOLVER=127.0.0.11           look the apps' names up again every 5 s (optional; nginx 1.27.3+):
#                                       Docker's DNS in compose.yaml, where a deploy makes new app containers
#
#   sh render.sh [file]   writes the config (default $NGINX_RUN_DIR/nginx.conf) and prints its path
#   sh render.sh --start  writes it and runs nginx in the foreground in this process (exec)
#   sh render.sh --check  writes it and checks it (nginx -t)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
: "${APP_SERVERS:?APP_SERVERS: the web servers, e.g. \"app1:3000 app2:3000\"}"
: "${NGINX_LISTEN:?NGINX_LISTEN: where visitors connect, e.g. 8080}"
: "${NGINX_RUN_DIR:?NGINX_RUN_DIR: a folder nginx may write, e.g. /tmp/nginx}"

NGINX_RESOLVER_LINE=""
resolve=""
if [ -n "${NGINX_RESOLVER:-}" ]; then
  NGINX_RESOLVER_LINE="resolver ${NGINX_RESOLVER} valid=5s ipv6=off;"
  resolve=" resolve"
fi
APP_UPSTREAMS=""
for server in $(echo "$APP_SERVERS" | tr ',' ' '); do
  APP_UPSTREAMS="${APP_UPSTREAMS}server ${server} max_fails=${NGINX_MAX_FAILS:-2} fail_timeout=${NGINX_FAIL_TIMEOUT:-10s}${resolve}; "
done
NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-/dev/stdout}
NGINX_INTERNAL_LISTEN=${NGINX_INTERNAL_LISTEN:-unix:$NGINX_RUN_DIR/internal.sock}
NGINX_DAEMON=${NGINX_DAEMON:-off}
export APP_UPSTREAMS NGINX_LISTEN NGINX_INTERNAL_LISTEN NGINX_RUN_DIR NGINX_ACCESS_LOG NGINX_RESOLVER_LINE NGINX_DAEMON

mkdir -p "$NGINX_RUN_DIR"
case "${1:-}" in
  --start | --check | "") config="$NGINX_RUN_DIR/nginx.conf" ;;
  *) config="$1" ;;
esac
# Only these names: nginx's own $variables stay as they are.
envsubst '${APP_UPSTREAMS} ${NGINX_LISTEN} ${NGINX_INTERNAL_LISTEN} ${NGINX_RUN_DIR} ${NGINX_ACCESS_LOG} ${NGINX_RESOLVER_LINE} ${NGINX_DAEMON}' <"$here/clubhouse.conf.template" >"$config"

case "${1:-}" in
  --start) exec nginx -p "$NGINX_RUN_DIR" -e stderr -c "$config" ;;
  --check) exec nginx -t -p "$NGINX_RUN_DIR" -e stderr -c "$config" ;;
  *) echo "$config" ;;
esac
