import { isValidEmail, pushView, updateEmail } from '@airlock/core'
import { EmailInput } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * UpdateEmailWallet: the new login email (checked with core's rule), then
 * UPDATE_EMAIL; its answer picks the code to confirm first: VERIFY_PRIMARY_OTP (the current
 * address) or VERIFY_SECONDARY_OTP (the new one).
 */
export default function UpdateEmailWallet(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { available, embedded } = useEmbeddedWallet()
  const current = data?.email ?? embedded.user?.email ?? undefined
  const [email, setEmail] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  if (!available || !current) return null

  const submit = async (newEmail: string) => {
    setLoading(true)
    setError(undefined)
    try {
      const { action } = await updateEmail(core, { email: newEmail })
      pushView(
        core,
        action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
        { email: current, newEmail },
      )
    } catch {
      setError(messages.somethingWentWrong)
    } finally {
      setLoading(false)
    }
  }
  return (
    <div className="al-stack">
      <EmailInput
        label={messages.newEmailLabel}
        placeholder={current}
        value={email}
        onValueChange={(next) => {
          setError(undefined)
          setEmail(next)
        }}
        validate={(value) =>
          isValidEmail(value) && value !== current ? undefined : messages.invalidEmail
        }
        onSubmit={(value) => void submit(value)}
        error={error}
        loading={loading}
        submitLabel={messages.emailContinue}
        loadingLabel={messages.emailSending}
      />
    </div>
  )
}
