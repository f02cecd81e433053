import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../features/kyc/review-page';

export const Route = createFileRoute('/_authed/kyc-review')({
  component: ReviewPage,
});
