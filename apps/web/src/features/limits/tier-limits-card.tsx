import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Anchor, Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { limitsQuery } from './limits-queries';

/** The tier's name in the language shown (the API writes @ghanapay/money's English, "Minimum KYC"). */
const TIER_NAMES = { minimum: msg`Minimum KYC`, medium: msg`Medium KYC`, enhanced: msg`Enhanced KYC` } as const;

/** Share of a limit used, 0–100, from 2-decimal strings (no float touches the money: whole pesewas). */
function usedPercent(used: string, limit: string): number {
  const pesewas = (text: string) => BigInt(text.replace('.', ''));
  const total = pesewas(limit);
  return total === 0n ? 0 : Number((pesewas(used) * 100n) / total);
}

function LimitRow(props: { label: string; used: string; limit: string; left: string; leftLabel: string }) {
  const percent = usedPercent(props.used, props.limit);
  return (
    <Stack gap={4}>
      {/* At 200 % text the amount goes under its label rather than past the screen's edge. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {props.label}
        </Text>
        <Text size="sm">{formatCedis(props.limit)}</Text>
      </Group>
      <Progress value={percent} color={percent >= 90 ? 'red' : 'kente'} size="sm" aria-label={t`${props.label}: ${percent}% used`} />
      <Text size="xs" c="dimmed">
        {formatCedis(props.left)} {props.leftLabel}
      </Text>
    </Stack>
  );
}

/**
 * The person's KYC tier (the Bank of Ghana's tiered wallets) and what is left today, this month and
 * below the balance limit, on /me and /identity-verification.
 */
export function TierLimitsCard(props: { showVerifyLink?: boolean }) {
  const limits = useQuery(limitsQuery());
  if (!limits.data) return <Skeleton height={180} radius="md" />;
  const l = limits.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tier-limits">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="tier-limits">
            <Trans>Your limits</Trans>
          </Title>
          <Badge variant="light" color={l.tier === 'minimum' ? 'yellow' : 'kente'}>
            {t(TIER_NAMES[l.tier])}
          </Badge>
        </Group>
        <LimitRow label={t`Daily limit`} used={l.usedToday} limit={l.dailyLimit} left={l.leftToday} leftLabel={t`left today`} />
        {l.monthlyLimit !== null && l.leftThisMonth !== null && (
          <LimitRow
            label={t`Monthly limit`}
            used={l.usedThisMonth}
            limit={l.monthlyLimit}
            left={l.leftThisMonth}
            leftLabel={t`left this month`}
          />
        )}
        <LimitRow label={t`Balance limit`} used={l.balance} limit={l.maxBalance} left={l.balanceRoom} leftLabel={t`more can be received`} />
        {props.showVerifyLink && l.tier !== 'enhanced' && (
          <Anchor component={Link} to="/identity-verification" size="sm" fw={600}>
            {l.tier === 'minimum' ? t`Verify your identity to raise your limits` : t`Ask for an enhanced check to raise your limits`}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
