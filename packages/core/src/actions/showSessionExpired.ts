import type { AirlockCore } from '../createAirlockCore'
import { showAlert } from './showAlert'
import { showSnackbar } from './showSnackbar'

// SPEC.md §8 "Other alerts": `Session Expired`, when a WalletConnect session ends from the wallet's
// or the relay's side. The modal is usually closed then, so a toast says it at once; the alert
// stays in the modal (Connect) to explain why the account is gone, until dismissed or the next
// connect.
export function showSessionExpired(core: AirlockCore): void {
  showAlert(core, { messageId: 'sessionExpired', variant: 'warning' })
  showSnackbar(core, { messageId: 'sessionExpired', variant: 'error' })
}
