import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import { useQuery } from '@tanstack/react-query';
import {
  dashboardFeedQuery,
  fraudAlertsQuery,
  pendingRequestsQuery,
  POLL_MS,
  GuardianRequestsNotice,
  WaitingPaymentsNotice,
} from '../money';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { BalanceCard } from '../../components/balance-card';
import { HomeHeader } from './home-header';
import { MoreFeatures, QuickActions } from './home-sections';
import { RecentActivity } from './recent-activity';
import { SuspiciousActivityModal } from './suspicious-activity-modal';
import { useBalanceFollowsFeed } from './use-balance-follows-feed';
import classes from './home.module.css';

/** The signed-in home (/ and /home). Only rendered under a session. */
export default function HomeDashboard() {
  const { user } = useSession();
  const feed = useQuery({ ...dashboardFeedQuery(), enabled: Boolean(user) });
  const pending = useQuery({ ...pendingRequestsQuery(POLL_MS.pendingRequestsDashboard), enabled: Boolean(user) });
  const alerts = useQuery({ ...fraudAlertsQuery(), enabled: Boolean(user) });
  useBalanceFollowsFeed(feed.data);
  if (!user) return null;
  const hasUnresolvedAlert = alerts.data?.some((alert) => !alert.isResolved) ?? false;
  const hasPendingRequest = (pending.data?.length ?? 0) > 0;
  return (
    <Page withNav>
      <Stack gap="lg">
        <HomeHeader user={user} hasNotifications={hasUnresolvedAlert || hasPendingRequest} />
        <div className={classes.banner} role="note">
          <Trans>
            <IconShieldCheck size={20} aria-hidden="true" />
            AI Fraud Protection Active
          </Trans>
        </div>
        <BalanceCard user={user} />
        <QuickActions />
        <GuardianRequestsNotice />
        <WaitingPaymentsNotice userId={user.id} />
        {/* A failed feed reads as empty rather than skeletons forever; the 15 s poll tries again. */}
        <RecentActivity transactions={feed.isError && !feed.data ? [] : feed.data} currentUserId={user.id} />
        <MoreFeatures />
      </Stack>
      {alerts.data && <SuspiciousActivityModal alerts={alerts.data} />}
    </Page>
  );
}
