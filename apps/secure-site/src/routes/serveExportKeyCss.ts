import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context } from 'hono'
import { findUp } from '../config/findUp'

/**
 * `GET /export-key.css`: the key export screen's stylesheet (src/frame/exportKey/exportKey.css,
 * read at run time like the migrations), same origin so the CSP's `style-src 'self'` allows it.
 *
 * @example
 * app.get('/export-key.css', serveExportKeyCss)
 */
export async function serveExportKeyCss(c: Context): Promise<Response> {
  const file = join(findUp('package.json'), 'src', 'frame', 'exportKey', 'exportKey.css')
  const css = await readFile(file, 'utf8')
  c.header('Content-Type', 'text/css; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  return c.body(css)
}
