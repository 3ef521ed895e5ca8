import type { EventCount } from './countEvents'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The analytics page: for each project, a table of event names and how many were received.
 *
 * @example
 * renderAnalyticsPage([{ projectId: 'airlock-demo', projectName: 'Airlock demo', event: 'MODAL_OPEN', count: 3 }])
 */
export function renderAnalyticsPage(counts: readonly EventCount[]): string {
  const projects = new Map<string, EventCount[]>()
  for (const row of counts)
    projects.set(row.projectId, [...(projects.get(row.projectId) ?? []), row])
  const sections = [...projects.values()].map((rows) => {
    const first = rows[0] as EventCount
    const total = rows.reduce((sum, row) => sum + row.count, 0)
    const body = rows
      .map((row) => `<tr><th scope="row">${escapeHtml(row.event)}</th><td>${row.count}</td></tr>`)
      .join('\n')
    return `<section aria-labelledby="p-${escapeHtml(first.projectId)}">
<h2 id="p-${escapeHtml(first.projectId)}">${escapeHtml(first.projectName)} (${escapeHtml(first.projectId)})</h2>
<table aria-label="Events of ${escapeHtml(first.projectId)}">
<thead><tr><th scope="col">Event</th><th scope="col">Count</th></tr></thead>
<tbody>
${body}
</tbody>
<tfoot><tr><th scope="row">Total</th><td>${total}</td></tr></tfoot>
</table>
</section>`
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Airlock analytics</title>
</head>
<body>
<main>
<h1>Analytics</h1>
${sections.length > 0 ? sections.join('\n') : '<p>No events yet.</p>'}
</main>
</body>
</html>
`
}
