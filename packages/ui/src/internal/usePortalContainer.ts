import { useContext } from 'react'
import { AirlockContext } from '../AirlockRoot/airlockContext'

/** Where floating content (menus, tooltips) goes: inside the root's shadow root when there is one. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(AirlockContext)?.portalContainer
}
