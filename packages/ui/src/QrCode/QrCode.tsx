import { type ReactElement, useMemo, useState } from 'react'
import { useStyles } from '../internal/useStyles'
import { qrPath } from './qrPath'

export type QrCodeProps = {
  /** What the code encodes (a WalletConnect URI). Empty: a placeholder while it is being created. */
  uri: string
  /** Accessible name, e.g. `QR code to connect a mobile wallet`. */
  label?: string
  loadingLabel?: string
  /** Side in px. Default 280. */
  size?: number
  /** Image in the middle (e.g. the wallet's logo); a wallet glyph on the accent colour otherwise. */
  logoSrc?: string | undefined
}

const qrCss = `
.al-qr {
  display: inline-flex; align-items: center; justify-content: center; max-width: 100%;
  padding: 8px; border-radius: var(--al-i-radius-xl); background: var(--al-qr-background);
  box-shadow: 0 0 0 1px var(--al-border);
}
.al-qr svg { display: block; max-width: 100%; height: auto; }
.al-qr-bg { fill: var(--al-qr-background); }
.al-qr-fg { fill: var(--al-qr-color); }
.al-qr-logo { fill: var(--al-accent); }
.al-qr-logo-glyph { stroke: var(--al-accent-text); }
.al-qr[data-loading] { background: var(--al-skeleton); }
.al-qr-placeholder { fill: var(--al-skeleton-shine); animation: al-qr-pulse 1.4s ease-in-out infinite; }
@keyframes al-qr-pulse { 50% { opacity: 0.5; } }
`

/**
 * A QR code drawn as SVG from the matrix `uqr` computes: round dots, rounded finder squares, and a
 * logo in the middle (error correction Q keeps it scannable). Module colour `--al-qr-color` on
 * `--al-qr-background` (white by default, in both themes, for scanners).
 *
 * @example
 * <QrCode uri={wcUri} label="QR code for WalletConnect" logoSrc={walletLogo} />
 */
export function QrCode({
  uri,
  label = 'QR code',
  loadingLabel = 'Creating QR code',
  size = 280,
  logoSrc,
}: QrCodeProps): ReactElement {
  useStyles(qrCss)
  // A logo that cannot load (no registry) gives way to the plain mark, not a broken image.
  const [failedLogo, setFailedLogo] = useState<string>()
  const geometry = useMemo(() => (uri ? qrPath(uri) : null), [uri])
  if (!geometry) {
    return (
      <div className="al-qr" data-loading="">
        <svg width={size} height={size} viewBox="0 0 10 10" role="img" aria-label={loadingLabel}>
          <rect className="al-qr-placeholder" width="10" height="10" rx="1" fill="#e9eaec" />
        </svg>
      </div>
    )
  }
  const { size: modules, dots, finders, logo } = geometry
  const pad = 1
  return (
    <div className="al-qr">
      <svg
        width={size}
        height={size}
        viewBox={`${-pad} ${-pad} ${modules + pad * 2} ${modules + pad * 2}`}
        role="img"
        aria-label={label}
        shapeRendering="geometricPrecision"
      >
        <rect
          className="al-qr-bg"
          x={-pad}
          y={-pad}
          width={modules + pad * 2}
          height={modules + pad * 2}
          fill="#ffffff"
        />
        <path className="al-qr-fg" d={dots} fill="#141414" />
        {finders.map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <rect className="al-qr-fg" x={x} y={y} width="7" height="7" rx="2" fill="#141414" />
            <rect
              className="al-qr-bg"
              x={x + 1}
              y={y + 1}
              width="5"
              height="5"
              rx="1.3"
              fill="#ffffff"
            />
            <rect
              className="al-qr-fg"
              x={x + 2}
              y={y + 2}
              width="3"
              height="3"
              rx="0.9"
              fill="#141414"
            />
          </g>
        ))}
        {logoSrc && failedLogo !== logoSrc ? (
          <image
            href={logoSrc}
            onError={() => setFailedLogo(logoSrc)}
            x={logo.start + 0.5}
            y={logo.start + 0.5}
            width={logo.side - 1}
            height={logo.side - 1}
            preserveAspectRatio="xMidYMid meet"
          />
        ) : (
          <g>
            <rect
              className="al-qr-logo"
              x={logo.start + 0.5}
              y={logo.start + 0.5}
              width={logo.side - 1}
              height={logo.side - 1}
              rx={(logo.side - 1) / 4}
              fill="#3451d1"
            />
            <svg
              x={logo.start + logo.side * 0.22}
              y={logo.start + logo.side * 0.22}
              width={logo.side * 0.56}
              height={logo.side * 0.56}
              viewBox="0 0 24 24"
              aria-hidden="true"
            >
              <path
                className="al-qr-logo-glyph"
                d="M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10M16 13h.5"
                fill="none"
                stroke="#ffffff"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </g>
        )}
      </svg>
    </div>
  )
}
