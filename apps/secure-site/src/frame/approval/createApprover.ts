import type { ApprovalCatalogue, ApprovalMessageId } from './approvalMessages'
import { createVisibilityGuard, type VisibilityGuardParameters } from './createVisibilityGuard'
import { describeRequest } from './describeRequest'
import { fillMessage } from './fillMessage'
import type { Approve } from './types'
import { UserRejectedError } from './UserRejectedError'

export type CreateApproverParameters = {
  document: Document
  /** The catalogue of the dapp's locale (SYNC_DAPP_DATA), read each time a screen is drawn. */
  messages: () => ApprovalCatalogue
  /** Overrides for the visibility guard (tests). */
  guard?: Omit<VisibilityGuardParameters, 'target'>
}

/**
 * The frame's approval screen: draws one request (describeRequest) with Approve and Reject
 * buttons, moves focus to its heading, announces the outcome in a live region, and resolves only
 * on a trusted click on Approve while the screen is really visible (createVisibilityGuard: not
 * covered, faded or transformed, and shown for 500 ms). Escape and Reject reject with 4001. One
 * screen at a time: the caller queues requests.
 *
 * @example
 * const approve = createApprover({ document, messages: () => APPROVAL_MESSAGES.en })
 * await approve({ id, method, params, prepared, chainId }, signal)
 */
export function createApprover(params: CreateApproverParameters): Approve {
  const doc = params.document
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
    const element = doc.createElement(tag)
    if (className) element.className = className
    return element
  }
  // The live region stays in the page for its whole life, so an outcome is announced even after
  // the screen is cleared.
  const status = make('p', 'status')
  status.id = 'approval-status'
  status.setAttribute('role', 'status')
  status.setAttribute('aria-live', 'polite')
  const root = make('main', 'approval')
  root.id = 'approval'
  root.hidden = true
  doc.body.append(root, status)

  return (request, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new UserRejectedError())
      const t = params.messages()
      const say = (id: ApprovalMessageId) => {
        status.textContent = t[id]
      }
      const view = describeRequest(request.prepared, t)

      const heading = make('h1', 'title')
      heading.id = 'approval-title'
      heading.tabIndex = -1
      heading.textContent = view.title
      const header = make('header')
      header.append(heading)
      if (request.origin) {
        const from = make('p', 'origin')
        from.textContent = fillMessage(t.requestedBy, { origin: request.origin })
        header.append(from)
      }
      const details = make('div', 'details')
      details.tabIndex = 0
      details.setAttribute('role', 'region')
      details.setAttribute('aria-labelledby', heading.id)
      for (const section of view.sections) {
        const block = make('section', 'section')
        block.dataset.section = section.id
        if (section.heading) {
          const title = make('h2')
          title.textContent = section.heading
          block.append(title)
        }
        const list = make('dl')
        for (const row of section.rows) {
          const line = make('div', 'row')
          line.dataset.row = row.id
          const label = make('dt')
          label.textContent = row.label
          const value = make('dd', row.mono ? 'mono' : undefined)
          value.textContent = row.value
          line.append(label, value)
          list.append(line)
        }
        block.append(list)
        details.append(block)
      }
      const rejectButton = make('button', 'reject')
      rejectButton.type = 'button'
      rejectButton.textContent = t.reject
      rejectButton.dataset.action = 'reject'
      const approveButton = make('button', 'approve')
      approveButton.type = 'button'
      approveButton.textContent = t.approve
      approveButton.dataset.action = 'approve'
      const actions = make('footer', 'actions')
      actions.append(rejectButton, approveButton)

      root.replaceChildren(header, details, actions)
      root.setAttribute('aria-labelledby', heading.id)
      root.dataset.requestId = request.id
      root.hidden = false
      status.textContent = ''
      const guard = createVisibilityGuard({ ...params.guard, target: root })
      // Focus starts on the heading. A cross-origin frame cannot take focus on its own (the
      // browser refuses it until the page focuses the frame), so it is set again when the page
      // moves focus into the frame and nothing inside has it yet.
      heading.focus()
      const onFocus = () => {
        if (!doc.activeElement || doc.activeElement === doc.body) heading.focus()
      }
      doc.defaultView?.addEventListener('focus', onFocus)

      let decided = false
      const clear = () => {
        guard.disconnect()
        doc.removeEventListener('keydown', onKey)
        doc.defaultView?.removeEventListener('focus', onFocus)
        root.hidden = true
        root.replaceChildren()
        delete root.dataset.requestId
      }
      const refuse = (outcome: 'status.rejected' | 'status.cancelled') => {
        if (decided) return
        decided = true
        say(outcome)
        clear()
        reject(new UserRejectedError())
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') refuse('status.rejected')
      }
      doc.addEventListener('keydown', onKey)
      rejectButton.addEventListener('click', (event) => {
        if (event.isTrusted) refuse('status.rejected')
      })
      approveButton.addEventListener('click', (event) => {
        // Only the visitor's own click counts, and only on a screen they can really see.
        if (decided || !event.isTrusted) return
        const verdict = guard.verdict()
        if (verdict) return say(`status.${verdict}`)
        decided = true
        approveButton.disabled = true
        rejectButton.disabled = true
        say('status.approved')
        resolve()
      })
      signal.addEventListener(
        'abort',
        () => {
          if (!decided) return refuse('status.cancelled')
          // The approved request ended: the screen goes.
          clear()
        },
        { once: true },
      )
    })
}
