import type { ProjectConfig } from '../config/types'
import { escapeHtml } from './escapeHtml'

/**
 * The frame page: no inline script or style (the CSP forbids both), the project and its allowed
 * dapp origins in meta tags the frame script reads, the bundled `/frame.js` and `/frame.css` (the
 * approval screen's look).
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
<link rel="stylesheet" href="/frame.css">
<script type="module" src="/frame.js"></script>
</head><body></body></html>`
}
