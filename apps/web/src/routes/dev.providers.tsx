import { createFileRoute } from '@tanstack/react-router';
import { DemoProviders, demoProvidersQuery } from '../features/demo/demo-providers';

export const Route = createFileRoute('/dev/providers')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(demoProvidersQuery),
  component: DemoProviders,
});
