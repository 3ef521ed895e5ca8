import {
  replaceView,
  resetView,
  showSnackbar,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from '@airlock/core'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { OtpStep } from '../embeddedWallet/OtpStep'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp (the email update): the code sent to
 * the current address (UPDATE_EMAIL_PRIMARY_OTP), then the one sent to the new address
 * (UPDATE_EMAIL_SECONDARY_OTP, which answers the new email); Account follows with `Email updated`.
 */
export default function UpdateEmailOtp(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { view, data } = useSnapshot(core.state.router)
  const { available } = useEmbeddedWallet()
  const email = data?.email
  const newEmail = data?.newEmail
  if (!available || !email || !newEmail) return null
  const primary = view === 'UpdateEmailPrimaryOtp'
  return (
    <OtpStep
      key={view}
      email={primary ? email : newEmail}
      onCode={async (otp) => {
        if (primary) {
          await verifyUpdateEmailPrimaryOtp(core, { otp })
          replaceView(core, 'UpdateEmailSecondaryOtp', { email, newEmail })
          return
        }
        await verifyUpdateEmailSecondaryOtp(core, { otp })
        resetView(core, 'Account')
        showSnackbar(core, { message: messages.emailUpdated, variant: 'success' })
      }}
    />
  )
}
