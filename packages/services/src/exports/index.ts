export { ServicesError } from '../errors/ServicesError'
export { findBusyPorts } from '../findBusyPorts'
export { HELP, parseServicesArgs } from '../parseServicesArgs'
export { type ServicePorts, servicePorts } from '../servicePorts'
export {
  DEFAULT_ORIGINS,
  DEFAULT_PROJECT_ID,
  type RunningServices,
  type StartServicesOptions,
  startServices,
} from '../startServices'
