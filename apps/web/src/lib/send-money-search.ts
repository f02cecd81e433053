import { fullNameOf } from './user-display';

/** The /send-money query that pays a person from their profile, friend row or QR code. */
export function sendMoneySearchForUser(user: { id: string; firstName: string | null; lastName: string | null; username: string }) {
  return { action: 'send' as const, recipientId: user.id, recipientName: fullNameOf(user), recipientUsername: user.username };
}

/** The spec sends a public profile's Send Money to /money-transfer with recipientId and recipientName. */
export function moneyTransferSearchForUser(user: { id: string; firstName: string | null; lastName: string | null; username: string }) {
  return { recipientId: user.id, recipientName: fullNameOf(user) };
}
