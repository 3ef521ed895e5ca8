import { useAirlockStyles } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import type { AirlockMessageId } from '../../messages/types'

/** A help section: its heading and its text, both catalogue ids. */
export type HelpSection = { readonly title: AirlockMessageId; readonly text: AirlockMessageId }

// Lives in the help views' chunks: nothing of it reaches the first load.
const helpCss = `
.al-help { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 0; list-style: none; }
.al-help h3 { margin: 0 0 4px; font-size: var(--al-i-text-md); font-weight: 600; }
.al-help p { margin: 0; color: var(--al-text-muted); }
`

/**
 * The help views' body (WhatIsAWallet, WhatIsANetwork): a list of short sections, each a heading
 * (level 3, under the modal's title) and a sentence.
 */
export function HelpSections({
  label,
  sections,
}: {
  label: string
  sections: readonly HelpSection[]
}): ReactElement {
  const { messages } = useAirlockInstance()
  useAirlockStyles(helpCss)
  return (
    <ul className="al-help" aria-label={label}>
      {sections.map((section) => (
        <li key={section.title}>
          <h3>{messages[section.title]}</h3>
          <p>{messages[section.text]}</p>
        </li>
      ))}
    </ul>
  )
}
