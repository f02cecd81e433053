import { createFileRoute } from '@tanstack/react-router';
import { DemoInbox } from '../features/demo/demo-inbox';

export const Route = createFileRoute('/dev/inbox')({
  component: DemoInbox,
});
