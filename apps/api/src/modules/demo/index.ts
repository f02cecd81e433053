// What the server and other modules may call of the demo: its simulated providers and seed (main),
// the inbox listing (the demo gateway, demo mode only) and the inbox purge (the housekeeping job).
export { deleteSimulatedMessagesBefore, listSimulatedMessages } from './demo-inbox-repository';
export { startDemoAccountSimulators, startDemoProviders, type RunningDemoProviders } from './demo-providers';
export { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed-demo-data';
