// What other modules may call of ussd: its router (the root router), and for the USSD gateway the
// answer to one request, the simulator's identity rule and the active sessions list.
export { ussdRouter } from './ussd-router';
export { answerUssd } from './sessions/ussd-service';
export { simulatorMayActAs } from './sessions/simulator-identity';
export { listUssdSessions } from './stats/ussd-monitor';
export type { UssdScreen } from './menus/ussd-state';
