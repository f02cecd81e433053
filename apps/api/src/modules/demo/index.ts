// What the server and other modules may call of the demo: its simulated providers and seed (main),
// its routes (the server, demo mode only) and the inbox purge (the housekeeping job).
export { deleteSimulatedMessagesBefore } from './demo-inbox-repository';
export { startDemoAccountSimulators, startDemoProviders, type RunningDemoProviders } from './demo-providers';
export { registerDemoRoutes } from './demo-routes';
export { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed-demo-data';
