/**
 * Renders clubhouse.conf.template (docs/decisions/071) from Node: what the process-based cluster
 * test runs. render.sh does the same for compose.yaml's proxy (the nginx image has no Node): the
 * same template, the same names, the same output for the same settings.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const TEMPLATE = path.join(import.meta.dirname, 'clubhouse.conf.template')

/**
 * Writes the config into `dir` (nginx's prefix: pid file, temporary files) and returns its path.
 * Start nginx with `nginx -p <dir> -c <returned path>`.
 *
 * @param {object} options
 * @param {string} options.dir a folder nginx may write
 * @param {string} options.listen where visitors connect: `127.0.0.1:18080`, or a port
 * @param {string[]} options.upstreams the web servers, `host:port` each
 * @param {string} [options.internalListen] the worker's JOBS_ORIGIN address; default a unix socket in `dir` that nothing uses
 * @param {string} [options.accessLog] a file, `/dev/stdout` (the default) or `off`; each line starts with the app that answered
 * @param {boolean} [options.foreground] true (the default): nginx stays in the foreground, a child of its starter
 * @param {string} [options.resolver] look the upstreams' names up again every 5 s (nginx 1.27.3 and later)
 * @param {number} [options.maxFails] the passive health checks: failures within failTimeout that take an app out (2)
 * @param {string} [options.failTimeout] and for how long (`10s`)
 * @returns {string}
 */
export function renderNginxConfig({ dir, listen, upstreams, internalListen, accessLog = '/dev/stdout', foreground = true, resolver, maxFails = 2, failTimeout = '10s' }) {
  if (!upstreams.length) throw new Error('renderNginxConfig: at least one upstream')
  const resolve = resolver ? ' resolve' : ''
  const values = {
    APP_UPSTREAMS: upstreams.map((server) => `server ${server} max_fails=${maxFails} fail_timeout=${failTimeout}${resolve}; `).join(''),
    NGINX_LISTEN: listen,
    NGINX_INTERNAL_LISTEN: internalListen ?? `unix:${dir}/internal.sock`,
    NGINX_RUN_DIR: dir,
    NGINX_ACCESS_LOG: accessLog,
    NGINX_RESOLVER_LINE: resolver ? `resolver ${resolver} valid=5s ipv6=off;` : '',
    NGINX_DAEMON: foreground ? 'off' : 'on',
  }
  // Only these names, as envsubst is told in render.sh: nginx's own $variables stay as they are.
  const text = readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, name) => (name in values ? values[name] : whole))
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, text)
  return file
}
