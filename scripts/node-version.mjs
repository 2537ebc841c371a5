/**
 * The project brings its own Node 24 LTS (the `node` package, docs/decisions/001); npm puts it
 * first on PATH for `npm start` and `npm test`. A script started some other way on an older
 * system Node stops here with the way out, instead of failing somewhere obscure.
 */
import path from 'node:path'

export const REQUIRED_NODE_MAJOR = 24

export function requireSupportedNode() {
  const major = Number(process.versions.node.split('.')[0])
  if (major >= REQUIRED_NODE_MAJOR) return
  console.error(
    `This is Node ${process.versions.node}; Clubhouse runs on Node ${REQUIRED_NODE_MAJOR} LTS, which \`npm ci\` installs into node_modules.\n` +
      'Start it with `npm start` or `npm test` (they put node_modules/.bin first on PATH).',
  )
  process.exit(1)
}

/** PATH with the project's own binaries, Node 24 among them, first: for the processes a script starts. */
export function pathWithProjectBin(root) {
  return [path.join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter)
}
