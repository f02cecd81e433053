import type { DeliveryReceipt, Notifier, OutgoingMessage } from './notifier';

/** Hands each message to the notifier configured for its channel. */
export class RoutingNotifier implements Notifier {
  constructor(private readonly channels: Record<OutgoingMessage['channel'], Notifier>) {}

  send(message: OutgoingMessage): Promise<DeliveryReceipt> {
    return this.channels[message.channel].send(message);
  }
}
