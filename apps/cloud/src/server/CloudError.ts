/** The base of every error the cloud throws on purpose (STYLE.md §4: one error base per package). */
export class CloudError extends Error {
  override name = 'CloudError'
}
