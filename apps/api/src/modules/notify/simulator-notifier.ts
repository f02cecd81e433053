import type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';

/**
 * The default provider: delivers nothing, logs each message, and keeps the latest ones so tests and
 * the demo UI can read the code a person would have received.
 */
export class SimulatorNotifier implements Notifier {
  readonly outbox: OutgoingMessage[] = [];

  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    this.outbox.push(message);
    if (this.outbox.length > 1000) this.outbox.shift();
    this.log(`[simulator ${message.channel}] to ${message.to}: ${message.text}`);
    return { provider: 'simulator', providerMessageId: `sim-${Date.now()}-${this.outbox.length}`, revealsContent: true };
  }

  lastTo(to: string): OutgoingMessage | undefined {
    return this.outbox.findLast((m) => m.to === to);
  }
}
