/**
 * The image the cloud generates for one NFT: a 256×256 SVG card in the collection's colour
 * blended towards a hue picked by the token id (so tokens of one collection differ), the collection symbol
 * at the top and `#<id>` in the middle. Deterministic, so it is cacheable forever.
 *
 * @example
 * renderNftImage({ symbol: 'MOMENT', color: '#0984e3', tokenId: '3' }) // '<svg ...>#3</svg>'
 */
export function renderNftImage({
  symbol,
  color,
  tokenId,
}: {
  symbol: string
  color: string
  tokenId: string
}): string {
  const turn = Number(BigInt(tokenId) % 12n) * 30
  const label = `#${tokenId.length > 8 ? `${tokenId.slice(0, 7)}…` : tokenId}`
  const size = label.length <= 3 ? 88 : label.length <= 5 ? 64 : 40
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${escapeXml(color)}"/>`,
    `<stop offset="1" stop-color="hsl(${turn}, 65%, 45%)" stop-opacity="0.6"/>`,
    '</linearGradient></defs>',
    `<rect width="256" height="256" fill="${escapeXml(color)}"/>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    `<circle cx="${64 + (turn % 128)}" cy="196" r="72" fill="#fff" fill-opacity="0.14"/>`,
    `<text x="20" y="40" fill="#fff" font-family="system-ui, sans-serif" font-weight="600" font-size="20">${escapeXml(symbol.slice(0, 12))}</text>`,
    `<text x="128" y="136" dominant-baseline="middle" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
