import type { AirlockCore } from '../createAirlockCore'
import type { ThemeMode } from '../options/types'

/**
 * Sets the colour scheme and stores it under the theme key; `undefined` follows the
 * operating system again and leaves the stored choice alone.
 *
 * @example
 * setThemeMode(core, 'dark')
 */
export function setThemeMode(core: AirlockCore, themeMode: ThemeMode | undefined): void {
  core.state.theme.themeMode = themeMode
  if (themeMode !== undefined) core.storage.setThemeMode(themeMode)
}
