/**
 * Names of the events the modal actions track (`openModal`, `closeModal`), with `connected`
 * telling whether a wallet was connected at the time. The spec lists only SIWX and transaction
 * events; these names are the ones the system it describes uses.
 */
export const ModalEvents = {
  MODAL_OPEN: 'MODAL_OPEN',
  MODAL_CLOSE: 'MODAL_CLOSE',
} as const
