import { preloadEmbeddedWallet, pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { socialLabel } from '../../views/embeddedWallet/socialLabel'
import { useEmbeddedWallet } from '../../views/embeddedWallet/useEmbeddedWallet'

/**
 * The social login section of the Connect view (its own chunk, SPEC.md §2): a button per
 * configured social in its order (default SPEC.md §9: google, x, discord, farcaster, github,
 * apple, facebook). Farcaster opens its QR view; the others the login-window flow.
 */
export default function SocialSection(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available } = useEmbeddedWallet()
  const { socials } = core.options
  if (!available || socials === false) return null
  return (
    <section className="al-stack" aria-label={messages.socialSection}>
      {socials.map((social) => {
        const name = socialLabel(messages, social)
        return (
          <Button
            key={social}
            variant="secondary"
            fullWidth
            onClick={() => {
              preloadEmbeddedWallet(core)
              if (social === 'farcaster') pushView(core, 'ConnectingFarcaster')
              else pushView(core, 'ConnectingSocial', { socialProvider: social })
            }}
          >
            {formatText(messages, 'continueWithSocial', { provider: name })}
          </Button>
        )
      })}
    </section>
  )
}
