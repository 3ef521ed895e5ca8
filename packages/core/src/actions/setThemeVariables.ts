import type { AirlockCore } from '../createAirlockCore'
import type { ThemeVariables } from '../options/types'

/**
 * Merges `themeVariables` over the current ones.
 *
 * @example
 * setThemeVariables(core, { '--w3m-accent': '#6c5ce7' })
 */
export function setThemeVariables(core: AirlockCore, themeVariables: ThemeVariables): void {
  Object.assign(core.state.theme.themeVariables, themeVariables)
}
