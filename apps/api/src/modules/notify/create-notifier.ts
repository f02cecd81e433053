import type { Env } from '../../env';
import type { Notifier } from './notifier';
import { SimulatorNotifier } from './simulator-notifier';

export function createNotifier(_env: Env): Notifier {
  return new SimulatorNotifier();
}
