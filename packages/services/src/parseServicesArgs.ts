import { parseArgs } from 'node:util'
import { ServicesError } from './errors/ServicesError'
import { servicePorts } from './servicePorts'
import { DEFAULT_ORIGINS, DEFAULT_PROJECT_ID, type StartServicesOptions } from './startServices'

/** The `--help` text of `airlock-services`. */
export const HELP: string = `Usage: npx airlock-services [options]

Starts Airlock's services for your dapp on 127.0.0.1 and keeps them running until Ctrl-C:
the cloud (Blockchain API, registry, RPC proxy, relay, local chains, Solana RPC) on 8787, the
secure site (embedded wallet) on 8788, the relay on 8789 and the mail catcher's inbox on 8025.
Then set in your dapp: createAirlock({ projectId, deploymentUrl: 'http://127.0.0.1:8787', ... })

Options:
  --project <id>       the project id your dapp uses (default: ${DEFAULT_PROJECT_ID})
  --origin <url>       an origin your dapp is served from; repeat for more
                       (default: ${DEFAULT_ORIGINS.join(' and ')})
  --data-dir <dir>     where the services keep their data between runs (default: .airlock)
  --port-offset <n>    move every port by n (e.g. 100: the cloud on 8887, the site on 8888)
  -h, --help           show this help
`

/**
 * The options of `airlock-services` from its arguments, `'help'` for `--help`. Throws a
 * {@link ServicesError} naming a bad argument.
 *
 * @example
 * parseServicesArgs(['--project', 'shop', '--origin', 'http://127.0.0.1:3000'])
 */
export function parseServicesArgs(args: readonly string[]): StartServicesOptions | 'help' {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(args).values
  } catch (error) {
    throw new ServicesError(`${(error as Error).message} (see --help)`)
  }
  if (values.help) return 'help'
  const options: StartServicesOptions = {}
  if (values.project !== undefined) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(values.project))
      throw new ServicesError(
        `--project must be 1 to 64 letters, digits, "-" or "_": ${values.project}`,
      )
    options.projectId = values.project
  }
  if (values.origin !== undefined) {
    options.origins = values.origin.map((origin) => {
      let url: URL
      try {
        url = new URL(origin)
      } catch {
        url = new URL('about:blank')
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new ServicesError(`--origin must be a URL such as http://localhost:5173: ${origin}`)
      if (url.origin !== origin.replace(/\/$/, ''))
        throw new ServicesError(
          `--origin must be an origin (scheme, host, port; no path): ${origin}`,
        )
      return url.origin
    })
  }
  if (values['data-dir'] !== undefined) options.dataDir = values['data-dir']
  if (values['port-offset'] !== undefined) {
    const offset = Number(values['port-offset'])
    if (!Number.isInteger(offset) || offset < -1000 || offset > 50_000)
      throw new ServicesError(
        `--port-offset must be a whole number from -1000 to 50000: ${values['port-offset']}`,
      )
    options.ports = servicePorts(offset)
  }
  return options
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      project: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'data-dir': { type: 'string' },
      'port-offset': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
