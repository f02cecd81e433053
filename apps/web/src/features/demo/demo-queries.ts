import { queryOptions } from '@tanstack/react-query';

// The demo pages' reads, apart from their screens: the routes' loaders start them, and a loader stays
// in the entry chunk, so what it imports is downloaded by every page (the screens' Select and
// Popover were, before this file).

interface InboxMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  receivedAt: string;
}

export class InboxMissing extends Error {}

async function fetchInbox(): Promise<InboxMessage[]> {
  const response = await fetch('/api/dev/inbox', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (response.status === 404) throw new InboxMissing('not a demo');
  if (!response.ok) throw new Error(`inbox ${response.status}`);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

/** The inbox, read every 5 s; the /dev/inbox loader starts the first read. */
export const demoInboxQuery = queryOptions({ queryKey: ['demo-inbox'], queryFn: fetchInbox, refetchInterval: 5_000, retry: false });

interface Books {
  currency: string;
  balances: Record<string, string>;
  faults: { party: string; fault: string }[];
  orders: {
    reference: string;
    kind: 'payout' | 'collection';
    party: string;
    amount: string;
    status: string;
    reason: string | null;
    fault: string | null;
  }[];
}

/** The simulated MTN MoMo as a MoMo Open API sandbox (null when the demo does not serve it). */
export interface MomoSandbox {
  basePath: string;
  subscriptionKey: string;
  targetEnvironment: string;
}

export class ProvidersMissing extends Error {}

async function fetchProviders(): Promise<{ momo: Books; paystack: Books; momoSandbox: MomoSandbox | null }> {
  const response = await fetch('/api/dev/providers', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (response.status === 404) throw new ProvidersMissing('not a demo');
  if (!response.ok) throw new Error(`providers ${response.status}`);
  return (await response.json()) as { momo: Books; paystack: Books; momoSandbox: MomoSandbox | null };
}

export const demoProvidersQuery = queryOptions({
  queryKey: ['demo-providers'],
  queryFn: fetchProviders,
  refetchInterval: 3_000,
  retry: false,
});
