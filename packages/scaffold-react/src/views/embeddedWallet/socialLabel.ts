import type { SocialButton } from '@airlock/core'
import type { AirlockMessageId, AirlockMessages } from '../../messages/types'

const LABELS: { readonly [social in SocialButton]: AirlockMessageId } = {
  google: 'socialGoogle',
  x: 'socialX',
  discord: 'socialDiscord',
  farcaster: 'socialFarcaster',
  github: 'socialGithub',
  apple: 'socialApple',
  facebook: 'socialFacebook',
}

/**
 * The display name of a social login button, from the catalogue.
 *
 * @example
 * socialLabel(messages, 'github') // 'GitHub'
 */
export function socialLabel(messages: AirlockMessages, social: SocialButton): string {
  return messages[LABELS[social]]
}
