import type { CaughtMail } from './types'

/**
 * The inbox page: newest first, each message's text as it was sent. No script (the page's CSP
 * allows none); reload to see new mail.
 *
 * @example
 * c.html(renderInbox(mail.messages()))
 */
export function renderInbox(messages: readonly CaughtMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to.join(', '))} &middot; from ${escapeHtml(m.from)} &middot; ${escapeHtml(m.receivedAt)}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airlock inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Airlock inbox</h1><p>Mail the local secure site sent. Reload for new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )
}
