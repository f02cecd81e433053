import { createFileRoute } from '@tanstack/react-router';
import { PrivacyNoticePage } from '../features/privacy/legal-page';

export const Route = createFileRoute('/privacy')({
  component: PrivacyNoticePage,
});
