import { escapeHtml } from './escapeHtml'

/**
 * A small static page of the site (device approval, social callback, Farcaster link): a title,
 * paragraphs and optional HTML already escaped by the caller (a form, or the social callback's
 * link and its `/social/return.js`). No inline script (the CSP forbids it).
 *
 * @example
 * c.html(renderPage('Device approved', ['You can go back to the app.']))
 */
export function renderPage(title: string, paragraphs: string[], formHtml = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${formHtml}
</main></body></html>`
}
