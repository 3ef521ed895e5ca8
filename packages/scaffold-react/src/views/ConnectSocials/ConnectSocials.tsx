import type { ReactElement } from 'react'
import SocialSection from '../../features/socials'

/**
 * ConnectSocials (`All socials` in a collapsed Connect view): every configured social login, in
 * its order, each opening its login flow.
 */
export default function ConnectSocials(): ReactElement | null {
  return <SocialSection full />
}
