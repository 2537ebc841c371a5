/** How long after a reload a second failure counts as the same one (spec 000: chunk load timeout 120 s). */
export const CHUNK_RELOAD_WINDOW_MS = 120_000
export const CHUNK_RELOAD_KEY = 'clubhouse-chunk-reload'
export const CHUNK_ERROR_ID = 'chunk-error'

/** Whether an error is a script or style chunk that did not arrive (webpack, Turbopack, import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(String(message ?? ''))
}

/*
 * Runs in the head of every page, before any chunk can fail: a page whose code does not arrive
 * (a deploy replaced the files, the connection dropped) reloads once; failing again within the
 * window, it says so and offers a reload instead of sitting there unresponsive. Plain DOM and
 * inline styles, because React and the style sheet may be what failed. Its hash is in the
 * Content-Security-Policy (src/lib/http/csp.mjs); chunk-recovery.test.ts keeps the two in step.
 */
export const CHUNK_RECOVERY_SCRIPT = `(function(){var K='${CHUNK_RELOAD_KEY}',W=${CHUNK_RELOAD_WINDOW_MS};function show(){if(!document.body){document.addEventListener('DOMContentLoaded',show);return}if(document.getElementById('${CHUNK_ERROR_ID}'))return;var d=document.createElement('div');d.id='${CHUNK_ERROR_ID}';d.setAttribute('role','alert');d.style.cssText='position:fixed;left:0;right:0;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;padding:16px 24px;background:#141414;color:#fff;font:16px/1.4 system-ui,sans-serif';var p=document.createElement('p');p.style.margin='0';p.textContent='This page did not finish loading. Please check your connection and reload it.';var b=document.createElement('button');b.type='button';b.textContent='RELOAD';b.style.cssText='min-height:44px;padding:0 24px;border:1px solid #fff;background:#fff;color:#141414;font:600 14px system-ui,sans-serif;letter-spacing:.1em;cursor:pointer';b.addEventListener('click',function(){location.reload()});d.appendChild(p);d.appendChild(b);document.body.appendChild(d)}function failed(){var t=0;try{t=Number(sessionStorage.getItem(K))}catch(e){}if(t>0&&Date.now()-t<W)return show();try{sessionStorage.setItem(K,String(Date.now()))}catch(e){return show()}location.reload()}window.__chunkFailed=failed;addEventListener('error',function(e){var s=e.target;if(!s||s===window)return;var u=s.tagName==='SCRIPT'?s.src:s.tagName==='LINK'&&s.rel==='stylesheet'?s.href:'';if(u&&u.indexOf('/_next/static/')>=0)failed()},true);addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(r.name==='ChunkLoadError'||/Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(String(r.message))))failed()})})()`

declare global {
  interface Window {
    __chunkFailed?: () => void
  }
}
