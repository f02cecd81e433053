import type { DeliveryReceipt, Notifier, OutgoingMessage } from '../modules/notify';

/**
 * The API tests' notifier: delivers nothing and keeps what it was given, so a test can read the code
 * a person would have received. It reports itself simulated, like the demo's simulators.
 */
export class RecordingNotifier implements Notifier {
  readonly outbox: OutgoingMessage[] = [];

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    this.outbox.push(message);
    if (this.outbox.length > 1000) this.outbox.shift();
    return { provider: 'recording', providerMessageId: `rec-${Date.now()}-${this.outbox.length}`, revealsContent: true };
  }

  lastTo(to: string): OutgoingMessage | undefined {
    return this.outbox.findLast((m) => m.to === to);
  }
}
