import { useContext, useInsertionEffect } from 'react'
import { AirlockContext } from '../AirlockRoot/airlockContext'

/**
 * Attaches a component's CSS to the enclosing `AirlockRoot` before the browser paints. Outside a
 * root nothing is attached: our CSS never reaches the host document.
 */
export function useStyles(css: string): void {
  const context = useContext(AirlockContext)
  useInsertionEffect(() => {
    context?.registry.adopt(css)
  }, [context, css])
}
