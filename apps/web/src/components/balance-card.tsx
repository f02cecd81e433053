import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../lib/locale-format';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconEyeOff from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';
import { useState } from 'react';
import { HIDDEN_BALANCE, maskedCardLine } from '../lib/user-display';
import type { PublicUser } from '../lib/public-user';
import classes from './balance-card.module.css';

/** "Total Balance": shown by default, ₵•••••• when hidden; the card line masks all but 4 id characters. */
export function BalanceCard({ user }: { user: PublicUser }) {
  const [visible, setVisible] = useState(true);
  return (
    <section className={classes.balanceCard} aria-label={t`Total Balance`}>
      <Group justify="space-between" align="flex-start">
        <Text fw={600}>
          <Trans>Total Balance</Trans>
        </Text>
        <Button
          variant="white"
          color="dark"
          size="compact-sm"
          radius="xl"
          leftSection={visible ? <IconEyeOff size={16} aria-hidden="true" /> : <IconEye size={16} aria-hidden="true" />}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t`Hide` : t`Show`}
          <VisuallyHidden>
            {' '}
            <Trans>balance</Trans>
          </VisuallyHidden>
        </Button>
      </Group>
      <Text className={classes.balance} mt="xs" aria-live="polite">
        {visible ? formatCedis(user.walletBalance) : HIDDEN_BALANCE}
      </Text>
      <Text className={classes.cardLine} mt="md" size="sm">
        {maskedCardLine(user.id)}
      </Text>
    </section>
  );
}
