/** One message the mail catcher received over SMTP, as its inbox API returns it. */
export type CaughtMail = {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  /** ISO time the catcher received it. */
  receivedAt: string
}
