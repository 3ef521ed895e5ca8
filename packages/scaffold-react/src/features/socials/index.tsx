import { getAssetImageUrl, preloadEmbeddedWallet, pushView, type SocialButton } from '@airlock/core'
import { Button } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { formatText } from '../../messages/formatText'
import { socialLabel } from '../../views/embeddedWallet/socialLabel'
import { useEmbeddedWallet } from '../../views/embeddedWallet/useEmbeddedWallet'

/** How many socials show as full buttons before the rest become a row of icons. */
const FULL_SOCIALS = 2

export type SocialSectionProps = {
  /** A collapsed Connect view: only the first `limit`, then `All socials`. */
  limit?: number
  /** Every social as a full button (the All Socials view). */
  full?: boolean
}

/**
 * The social login section of the Connect view (its own chunk), in the configured
 * order (default google, x, discord, farcaster, github, apple, facebook): the first two
 * as full buttons with their brand, the rest as a compact row of brand icons named `Continue with
 * <provider>`. Brand artwork comes from the registry's asset route (`social-<provider>`), so it
 * costs the page no script. Farcaster opens its QR view; the others the login-window flow. With
 * `limit` (a collapsed Connect view) only the first `limit` show, then `All socials` opens
 * ConnectSocials, which shows every social in `full`.
 */
export default function SocialSection({
  limit,
  full = false,
}: SocialSectionProps = {}): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { available } = useEmbeddedWallet()
  const { socials } = core.options
  if (!available || socials === false) return null
  const collapsed = limit !== undefined && socials.length > limit
  const shown = collapsed ? socials.slice(0, limit) : socials
  const buttons = full || collapsed ? shown : shown.slice(0, FULL_SOCIALS)
  const icons = full || collapsed ? [] : shown.slice(FULL_SOCIALS)
  const start = (social: SocialButton) => {
    preloadEmbeddedWallet(core)
    if (social === 'farcaster') pushView(core, 'ConnectingFarcaster')
    else pushView(core, 'ConnectingSocial', { socialProvider: social })
  }
  const logo = (social: SocialButton, size: 'sm' | 'md') => (
    <SocialLogo
      src={getAssetImageUrl(registry, `social-${social}`)}
      name={socialLabel(messages, social)}
      size={size}
    />
  )

  return (
    <section className="al-stack" aria-label={messages.socialSection}>
      {buttons.map((social) => (
        <Button
          key={social}
          variant="secondary"
          fullWidth
          leading={logo(social, 'sm')}
          onClick={() => start(social)}
        >
          {formatText(messages, 'continueWithSocial', { provider: socialLabel(messages, social) })}
        </Button>
      ))}
      {icons.length ? (
        <ul className="al-social-row">
          {icons.map((social) => {
            const name = formatText(messages, 'continueWithSocial', {
              provider: socialLabel(messages, social),
            })
            return (
              <li key={social}>
                <Button
                  variant="secondary"
                  fullWidth
                  aria-label={name}
                  title={name}
                  onClick={() => start(social)}
                >
                  {logo(social, 'md')}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {collapsed ? (
        <Button variant="secondary" fullWidth onClick={() => pushView(core, 'ConnectSocials')}>
          {messages.allSocials}
        </Button>
      ) : null}
    </section>
  )
}

/** A brand's logo from the registry; its initial where the image cannot load (no registry). */
function SocialLogo({
  src,
  name,
  size,
}: {
  src: string
  name: string
  size: 'sm' | 'md'
}): ReactElement {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <span className="al-social-logo" data-size={size} data-fallback="" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    )
  }
  const pixels = size === 'sm' ? 20 : 24
  return (
    <img
      className="al-social-logo"
      data-size={size}
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
