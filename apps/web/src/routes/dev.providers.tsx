import { createFileRoute } from '@tanstack/react-router';
import { DemoProviders } from '../features/demo/demo-providers';
import { demoProvidersQuery } from '../features/demo/demo-queries';

export const Route = createFileRoute('/dev/providers')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(demoProvidersQuery),
  component: DemoProviders,
});
