import { AirlockRoot } from '@airlock/ui'
import type { ReactElement, ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'

/** A shadow root themed like the modal, for the buttons that live in the dapp's page. */
export function ThemedRoot({ children }: { children: ReactNode }): ReactElement {
  const { core } = useAirlockInstance()
  const theme = useSnapshot(core.state.theme)
  return (
    <AirlockRoot themeMode={theme.themeMode} themeVariables={theme.themeVariables}>
      {children}
    </AirlockRoot>
  )
}
