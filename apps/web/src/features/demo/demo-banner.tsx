import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { DEMO_INBOX_PATH, useDemoMode } from './app-config';
import classes from './demo.module.css';

/**
 * A slim strip at the top in demo mode; it pushes nothing aside and blocks nothing. It says the demo
 * is for this machine: its inbox and provider pages show everyone's codes and payout numbers.
 */
export function DemoBanner() {
  if (!useDemoMode()) return null;
  return (
    <div className={classes.banner} role="note">
      <Trans>
        Demo: text messages and e-mails are simulated. For this computer only: never put the demo on the internet.{' '}
        <Anchor href={DEMO_INBOX_PATH} target="_blank" rel="noopener" inherit fw={600} c="inherit" underline="always">
          Open inbox
        </Anchor>
      </Trans>
    </div>
  );
}
