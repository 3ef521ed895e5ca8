import { popTransactionStack } from '@airlock/core'
import { Button } from '@airlock/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'
import { describeRequest } from './describeRequest'

/**
 * ApproveTransaction (SPEC.md §2, §4): what the dapp asks the embedded wallet (a message to sign,
 * a transaction to send), with Approve and Reject. Approve lets the request go to the frame and
 * waits for its answer; then, on success or error, the transaction stack is popped (back where
 * the visitor was) or the modal closes. Reject, or leaving the view, refuses a request not yet
 * approved; an approved one runs to its end in the frame and the dapp gets that answer.
 */
export default function ApproveTransaction(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { wallet, snapshot } = useEmbeddedWallet()
  const [approving, setApproving] = useState(false)
  const request = snapshot?.pendingRequest
  const settled = useRef(false)

  // Leaving the view (the modal closed, Back) while the request waits refuses it: a dapp's
  // promise never hangs on a view nobody sees. An approved request is with the frame already; the
  // wallet lets it finish (the dapp gets the frame's answer).
  useEffect(
    () => () => {
      if (!settled.current && wallet?.getSnapshot().pendingRequest) wallet.rejectRequest()
    },
    [wallet],
  )

  if (!wallet || !request) return null
  const { question, lines } = describeRequest(request)
  return (
    <div className="al-stack al-approve">
      <p>{messages[question]}</p>
      <dl className="al-request">
        {lines.map(({ label, value }) => (
          <div key={label}>
            <dt>{messages[label]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="al-row">
        <Button
          variant="secondary"
          disabled={approving}
          onClick={() => {
            settled.current = true
            wallet.rejectRequest()
            popTransactionStack(core, 'cancel')
          }}
        >
          {messages.reject}
        </Button>
        <Button
          loading={approving}
          onClick={() => {
            settled.current = true
            setApproving(true)
            // The answer may come after the visitor left (closed the modal, went elsewhere):
            // then the view it would pop is gone, and the modal is left as the visitor made it.
            const done = (result: 'success' | 'error') => {
              if (core.state.modal.open && core.state.router.view === 'ApproveTransaction')
                popTransactionStack(core, result)
            }
            wallet.approveRequest().then(
              () => done('success'),
              () => done('error'),
            )
          }}
        >
          {messages.approve}
        </Button>
      </div>
    </div>
  )
}
