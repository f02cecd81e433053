import { Stack } from '@mantine/core';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import { useSession } from '../session/session-query';
import { Page } from '../shell/page';
import { BalanceCard } from './balance-card';
import { HomeHeader } from './home-header';
import { MoreFeatures, QuickActions, RecentActivity } from './home-sections';
import classes from './home.module.css';

/** The signed-in home (/ and /home). Only rendered under a session. */
export default function HomeDashboard() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page withNav>
      <Stack gap="lg">
        <HomeHeader user={user} />
        <div className={classes.banner} role="note">
          <IconShieldCheck size={20} aria-hidden="true" />
          AI Fraud Protection Active
        </div>
        <BalanceCard user={user} />
        <QuickActions />
        <RecentActivity />
        <MoreFeatures />
      </Stack>
    </Page>
  );
}
