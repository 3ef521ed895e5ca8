import {
  type AirlockCore,
  createHttpClient,
  type HttpClient,
  SDK_TYPE,
  SDK_VERSION,
} from '@airlock/core'
import { useAirlockInstance } from '../hooks/useAirlockInstance'

export type ApiClients = { api: HttpClient; registry: HttpClient }

const clientsByCore = new WeakMap<AirlockCore, ApiClients>()

/**
 * HTTP clients for the Blockchain API and the wallet registry of one instance, made
 * once per instance, so a request started outside React (a prefetch on intent) and the views share
 * them.
 */
export function apiClientsFor(core: AirlockCore): ApiClients {
  let clients = clientsByCore.get(core)
  if (!clients) {
    const common = {
      // A missing project id is already shown as an alert; requests still carry the parameter.
      projectId: core.options.projectId ?? '',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    }
    clients = {
      api: createHttpClient({ ...common, baseUrl: core.options.apiUrl }),
      registry: createHttpClient({ ...common, baseUrl: core.options.registryUrl }),
    }
    clientsByCore.set(core, clients)
  }
  return clients
}

/** The HTTP clients of this provider's instance ({@link apiClientsFor}). */
export function useApiClients(): ApiClients {
  return apiClientsFor(useAirlockInstance().core)
}
