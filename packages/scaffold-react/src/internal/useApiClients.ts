import { createHttpClient, type HttpClient, SDK_TYPE, SDK_VERSION } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'

export type ApiClients = { api: HttpClient; registry: HttpClient }

/** HTTP clients for the Blockchain API and the wallet registry of this instance (SPEC.md §7). */
export function useApiClients(): ApiClients {
  const { core } = useAirlockInstance()
  return useMemo(() => {
    const common = {
      // A missing project id is already shown as an alert; requests still carry the parameter.
      projectId: core.options.projectId ?? '',
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
    }
    return {
      api: createHttpClient({ ...common, baseUrl: core.options.apiUrl }),
      registry: createHttpClient({ ...common, baseUrl: core.options.registryUrl }),
    }
  }, [core])
}
