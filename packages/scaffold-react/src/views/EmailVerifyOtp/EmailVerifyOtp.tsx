import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { connectEmbeddedWallet } from '../embeddedWallet/connectEmbeddedWallet'
import { OtpStep } from '../embeddedWallet/OtpStep'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * EmailVerifyOtp: the code mailed after CONNECT_EMAIL answered VERIFY_OTP (SPEC.md §4). A right
 * code connects (CONNECT_OTP, then GET_USER) and shows Account; a wrong one says `Invalid code`.
 * `Resend code` is a new CONNECT_EMAIL, refused within 30 s with the countdown.
 */
export default function EmailVerifyOtp(): ReactElement | null {
  const { core } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { wallet } = useEmbeddedWallet()
  const email = data?.email
  if (!wallet || !email) return null
  return (
    <OtpStep
      email={email}
      onCode={async (otp) => {
        await wallet.connectOtp({ otp })
        await connectEmbeddedWallet(core, wallet)
      }}
      onResend={async () => {
        await wallet.connectEmail({ email })
      }}
    />
  )
}
