import type { ProjectConfig } from '../config/types'
import { escapeHtml } from './escapeHtml'

/**
 * The frame page: no inline script (the CSP forbids it), the project and its allowed dapp
 * origins in meta tags the frame script reads, and the bundled `/frame.js`.
 *
 * @example
 * c.html(renderFramePage(project))
 */
export function renderFramePage(project: ProjectConfig): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="airlock-project" content="${escapeHtml(project.id)}">
<meta name="airlock-origins" content="${escapeHtml(project.origins.join(' '))}">
<title>Airlock secure frame</title>
<script type="module" src="/frame.js"></script>
</head><body></body></html>`
}
