import { useAirlockStyles } from '@airlock/ui'
import { viewLayoutCss } from './viewLayout.styles'

/** Adopts the views' layout sheet into the modal's root; renders nothing. */
export function ViewLayoutStyles(): null {
  useAirlockStyles(viewLayoutCss)
  return null
}
