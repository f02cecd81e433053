// What other modules may call: the hand-off to *920*00# when the data runs out. (The /ussd page loads by its route.)
export { UssdHandoff } from './ussd-handoff';
export { ussdMenuForPath } from './ussd-handoff-path';
