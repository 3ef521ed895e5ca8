/**
 * Names of the events the modal actions track (`openModal`, `closeModal`), with `connected`
 * telling whether a wallet was connected at the time. These are the
 * names the AppKit modal tracks for the same steps.
 */
export const ModalEvents = {
  MODAL_OPEN: 'MODAL_OPEN',
  MODAL_CLOSE: 'MODAL_CLOSE',
} as const
