/**
 * A generated image: a coloured rounded square with the label's initials (or a short symbol)
 * in white. Deterministic, so it is cacheable forever.
 *
 * @example
 * renderImage({ label: 'Aurora Wallet', color: '#e4572e' }) // '<svg ...>AW</svg>'
 */
export function renderImage({ label, color }: { label: string; color: string }): string {
  const text = initials(label)
  const size = text.length <= 2 ? 40 : text.length === 3 ? 30 : 24
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="${escapeXml(color)}"/>`,
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}

function initials(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean)
  if (words.length === 1) return (words[0] ?? '?').slice(0, 4).toUpperCase()
  return words
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
