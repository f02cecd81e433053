import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUsePage } from '../features/privacy/legal-page';

export const Route = createFileRoute('/terms')({
  component: TermsOfUsePage,
});
