import { createFileRoute } from '@tanstack/react-router';
import { DemoInbox } from '../features/demo/demo-inbox';
import { demoInboxQuery } from '../features/demo/demo-queries';

export const Route = createFileRoute('/dev/inbox')({
  // Signed in or not (the codes are read before signing up): start the first read, never wait for it.
  loader: ({ context }) => void context.queryClient.prefetchQuery(demoInboxQuery),
  component: DemoInbox,
});
