import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/ussd-integration')({
  component: () => <ComingSoon title="USSD Integration" description="Use GhanaPay from any phone by dialling *920*00#." />,
});
