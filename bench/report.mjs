// Medians with min and max per kit, and the markdown the bench prints and commits.

const METRICS = [
  ['jsBeforeButtonTransferred', 'JS before the button is ready, transferred (gzip)', 'KiB'],
  ['jsBeforeButtonDecoded', 'JS before the button is ready, decoded', 'KiB'],
  ['jsBeforeClickTransferred', 'JS before the first click, transferred (gzip)', 'KiB'],
  ['jsBeforeClickDecoded', 'JS before the first click, decoded', 'KiB'],
  ['buttonMs', 'navigation to button visible and enabled', 'ms'],
  ['clickToListMs', 'click to wallet list visible', 'ms'],
  ['jsOnOpenTransferred', 'JS fetched on opening, transferred (gzip)', 'KiB'],
  ['jsOnOpenFiles', 'JS files fetched on opening', ''],
  ['heapMiB', 'JS heap with the modal open, after a forced GC', 'MiB'],
]

function stats(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return { median, min: sorted[0], max: sorted.at(-1), n: sorted.length }
}

function flatten(sample) {
  return {
    jsBeforeButtonTransferred: sample.jsBeforeButton.transferred / 1024,
    jsBeforeButtonDecoded: sample.jsBeforeButton.decoded / 1024,
    jsBeforeClickTransferred: sample.jsBeforeClick.transferred / 1024,
    jsBeforeClickDecoded: sample.jsBeforeClick.decoded / 1024,
    buttonMs: sample.buttonMs,
    clickToListMs: sample.clickToListMs,
    jsOnOpenTransferred: sample.jsOnOpen.transferred / 1024,
    jsOnOpenFiles: sample.jsOnOpen.files,
    heapMiB: sample.heapUsed / 1024 ** 2,
  }
}

/** `{ [kit]: { [throttle]: { [metric]: stats }, outsideHosts..., failures } }` */
export function summarize(samples, kits) {
  const summary = {}
  for (const kit of kits) {
    const mine = samples.filter((s) => s.kit === kit.id)
    const ok = mine.filter((s) => !s.error)
    const byThrottle = {}
    for (const throttle of [...new Set(mine.map((s) => s.throttle))]) {
      const flat = ok.filter((s) => s.throttle === throttle).map(flatten)
      byThrottle[throttle] = Object.fromEntries(
        METRICS.map(([key]) => [key, stats(flat.map((f) => f[key]))]),
      )
    }
    summary[kit.id] = {
      byThrottle,
      outsideHostsBeforeClick: [...new Set(ok.flatMap((s) => s.outsideHostsBeforeClick))].sort(),
      outsideHostsAfterClick: [...new Set(ok.flatMap((s) => s.outsideHostsAfterClick))].sort(),
      pageErrors: [...new Set(ok.flatMap((s) => s.pageErrors))].slice(0, 5),
      failures: mine
        .filter((s) => s.error)
        .map((s) => `round ${s.round} ${s.throttle}x: ${s.error}`),
    }
  }
  return summary
}

const fmt = (s, unit) => {
  if (!s) return 'n/a'
  const digits = unit === 'ms' || unit === '' ? 0 : 1
  const n = (v) => v.toFixed(digits)
  return `${n(s.median)} (${n(s.min)}-${n(s.max)})`
}

/** Where Airlock stands against each goal of issue #8, from the medians. */
export function goals(summary) {
  const a = summary.airlock
  if (!a) return []
  const peers = Object.keys(summary).filter((id) => !id.startsWith('airlock'))
  const median = (id, throttle, key) => summary[id]?.byThrottle[throttle]?.[key]?.median
  const lines = []
  const before = median('airlock', 1, 'jsBeforeButtonTransferred')
  lines.push(
    `- JS before the button <= 150 KiB transferred: ${before <= 150 ? 'met' : 'NOT met'} (${before?.toFixed(1)} KiB)`,
  )
  for (const throttle of [1, 4]) {
    const peerTimes = peers
      .map((id) => [id, median(id, throttle, 'clickToListMs')])
      .filter(([, v]) => Number.isFinite(v))
    if (peerTimes.length === 0) continue
    const [fastest, fastestMs] = peerTimes.sort((x, y) => x[1] - y[1])[0]
    const ours = median('airlock', throttle, 'clickToListMs')
    lines.push(
      `- click to wallet list under half of the fastest peer's at ${throttle}x: ${ours < fastestMs / 2 ? 'met' : 'NOT met'} (Airlock ${ours?.toFixed(0)} ms; fastest peer ${fastest} ${fastestMs.toFixed(0)} ms, half = ${(fastestMs / 2).toFixed(0)} ms)`,
    )
    const idle = median('airlock-idle', throttle, 'clickToListMs')
    if (Number.isFinite(idle))
      lines.push(
        `  - with \`preloadModal: 'idle'\` (opt-in): ${idle < fastestMs / 2 ? 'met' : 'NOT met'} (${idle.toFixed(0)} ms)`,
      )
  }
  const heap = median('airlock', 1, 'heapMiB')
  const peerHeaps = peers.map((id) => [id, median(id, 1, 'heapMiB')])
  const lowestPeer = peerHeaps.filter(([, v]) => Number.isFinite(v)).sort((x, y) => x[1] - y[1])[0]
  if (lowestPeer)
    lines.push(
      `- heap with the modal open below every peer's: ${heap < lowestPeer[1] ? 'met' : 'NOT met'} (Airlock ${heap?.toFixed(1)} MiB; lowest peer ${lowestPeer[0]} ${lowestPeer[1].toFixed(1)} MiB)`,
    )
  const outside = a.outsideHostsBeforeClick
  lines.push(
    `- no request to an outside host before the user acts: ${outside.length === 0 ? 'met' : `NOT met (${outside.join(', ')})`}`,
  )
  return lines
}

export function renderReport({ environment, versions, summary, kits }) {
  const out = []
  out.push(`# Bench ${environment.date.slice(0, 10)}`, '')
  out.push(
    'The same minimal dapp (one connect button; Ethereum + Arbitrum) built with Vite (production) per kit, served gzipped on 127.0.0.1, visited in headless Chromium in a fresh context each time, kits alternating (A B C D ...) per round, unthrottled then at 4x CPU throttling. Every non-loopback request is aborted at once. Medians, (min-max) over the rounds. Produced by `npm run bench`.',
    '',
  )
  out.push('## Machine', '')
  for (const [key, value] of Object.entries(environment))
    out.push(`- ${key}: ${Array.isArray(value) ? value.join(', ') : value}`)
  out.push('', '## Versions', '')
  out.push('- Airlock: this repository at the commit above (workspace builds)')
  for (const [name, version] of Object.entries(versions)) out.push(`- ${name}: ${version}`)
  for (const throttle of Object.keys(summary[kits[0].id]?.byThrottle ?? {})) {
    out.push('', `## ${throttle === '1' ? 'Unthrottled' : `${throttle}x CPU throttling`}`, '')
    out.push(`| | ${kits.map((k) => k.name).join(' | ')} |`)
    out.push(`| --- | ${kits.map(() => '---').join(' | ')} |`)
    for (const [key, label, unit] of METRICS) {
      const cells = kits.map((k) => fmt(summary[k.id]?.byThrottle[throttle]?.[key], unit))
      out.push(`| ${label}${unit ? ` (${unit})` : ''} | ${cells.join(' | ')} |`)
    }
  }
  out.push('', '## Outside hosts each page tried to reach (all aborted)', '')
  out.push('| | before any click | after the click |', '| --- | --- | --- |')
  for (const kit of kits) {
    const s = summary[kit.id]
    out.push(
      `| ${kit.name} | ${s.outsideHostsBeforeClick.join(', ') || 'none'} | ${s.outsideHostsAfterClick.join(', ') || 'none'} |`,
    )
  }
  out.push('', '## "Wallet list visible" per kit', '')
  for (const kit of kits) out.push(`- ${kit.name}: ${kit.listDescription}`)
  out.push('', '## Airlock against the goals of issue #8', '', ...goals(summary))
  const problems = kits.flatMap((kit) => [
    ...summary[kit.id].failures.map((f) => `- ${kit.name}: ${f}`),
    ...summary[kit.id].pageErrors.map((e) => `- ${kit.name} page error: ${e}`),
  ])
  if (problems.length > 0) out.push('', '## Failures and page errors', '', ...problems)
  return `${out.join('\n')}\n`
}
