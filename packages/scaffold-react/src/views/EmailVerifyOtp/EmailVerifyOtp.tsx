import { connectEmail, finishEmbeddedLogin, verifyOtp } from '@airlock/core'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { OtpStep } from '../embeddedWallet/OtpStep'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * EmailVerifyOtp: the code mailed after CONNECT_EMAIL answered VERIFY_OTP. A right
 * code connects (CONNECT_OTP, then GET_USER) and shows Account; a wrong, expired or over-tried one
 * says so in the secure site's words, and a time-out says the request timed out.
 * `Resend code` is a new CONNECT_EMAIL, refused within 30 s with the countdown.
 */
export default function EmailVerifyOtp(): ReactElement | null {
  const { core } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { available } = useEmbeddedWallet()
  const email = data?.email
  if (!available || !email) return null
  return (
    <OtpStep
      email={email}
      onCode={async (otp, onTimeout) => {
        await verifyOtp(core, { otp, onTimeout })
        await finishEmbeddedLogin(core)
      }}
      onResend={async (onTimeout) => {
        await connectEmail(core, { email, onTimeout })
      }}
    />
  )
}
