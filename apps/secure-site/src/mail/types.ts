/** One message the mail catcher (maildev) received over SMTP. */
export type CaughtMail = {
  /** maildev's id (8 characters), as in its REST API `GET /api/email/:id`. */
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  /** ISO time the catcher received it. */
  receivedAt: string
}
