// The health check the server answers /health with.
export { checkHealth } from './check-health';
