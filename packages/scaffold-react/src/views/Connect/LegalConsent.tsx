import { setLegalAccepted } from '@airlock/core'
import { LegalCheckbox } from '@airlock/ui'
import { Fragment, type ReactElement, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

// Placeholders the sentence is formatted with, then split on: each language puts the links where
// its grammar wants them. Private-use characters never occur in a catalogue's text.
const TERMS = '\uE000'
const PRIVACY = '\uE001'

/**
 * The terms-and-privacy checkbox of the Connect view (the `legalCheckbox` feature): the sentence of
 * the visitor's language with the configured links (either or both), opened in a new tab. Ticking
 * it is kept in core (`modal.legalAccepted`), which the Connect view reads to let the visitor in.
 */
export function LegalConsent(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { legalAccepted } = useSnapshot(core.state.modal)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = core.options
  const id = terms && privacy ? 'legalAgreeBoth' : terms ? 'legalAgreeTerms' : 'legalAgreePrivacy'
  const sentence = formatText(messages, id, { terms: TERMS, privacy: PRIVACY })
  const links: Record<string, ReactNode> = {
    [TERMS]: <DocumentLink href={terms}>{messages.termsOfService}</DocumentLink>,
    [PRIVACY]: <DocumentLink href={privacy}>{messages.privacyPolicy}</DocumentLink>,
  }
  const parts = sentence.split(/([\uE000\uE001])/)
  return (
    <LegalCheckbox checked={legalAccepted} onCheckedChange={(next) => setLegalAccepted(core, next)}>
      {parts.map((part, index) => (
        // The parts of one sentence never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{links[part] ?? part}</Fragment>
      ))}
    </LegalCheckbox>
  )
}

function DocumentLink({ href, children }: { href: string | undefined; children: string }) {
  // Core accepts only http(s) URLs for these options; a link opens in a new tab, with no opener.
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
