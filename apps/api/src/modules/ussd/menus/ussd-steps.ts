import { end, con } from './ussd-screens';
import type { UssdScreen, UssdState } from './ussd-state';

/** What one reply does: the session's next state and the screen the handset shows. */
export interface UssdStep {
  state: UssdState;
  screen: UssdScreen;
  /** The main menu's choice, when this step made it (the page's popular menus). */
  chosenMenu?: string;
  outcome?: 'completed' | 'failed';
}

export const done = (message: string): UssdStep => ({ state: { menu: 'ended' }, screen: end(message), outcome: 'completed' });
export const failed = (message: string): UssdStep => ({ state: { menu: 'ended' }, screen: end(message), outcome: 'failed' });
export const ask = (state: UssdState, message: string): UssdStep => ({ state, screen: con(message) });
