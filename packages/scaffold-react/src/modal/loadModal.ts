import type { ModalProps } from './Modal'

/**
 * Loads the modal's chunk (the shell and its views). Called when the modal first opens, and
 * earlier when the visitor shows intent on a connect button (DESIGN.md "Performance").
 */
export function loadModal(): Promise<{ default: (props: ModalProps) => React.ReactElement }> {
  return import('./Modal').then((module) => ({ default: module.Modal }))
}
