import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/intl-locale';
import { formatCedis } from '../../lib/locale-format';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { errorMessage } from '../../lib/api-errors';
import type { trpc } from '../../lib/trpc';
import { StaffFrame } from './staff-frame';
import { reconciliationQuery } from './staff-queries';

type Reconciliation = inferOutput<typeof trpc.staff.reconciliation>;
type Report = Reconciliation['transfers'];

/** /staff/reconciliation: transfers and bill payments against their providers, read-only (compliance and admin). */
export default function ReconciliationScreen() {
  return (
    <StaffFrame section="reconciliation">
      {(me) =>
        me.canReadReconciliation ? (
          <ReconciliationReports />
        ) : (
          <Text>
            <Trans>Only compliance staff can read the reconciliation.</Trans>
          </Text>
        )
      }
    </StaffFrame>
  );
}

function ReconciliationReports() {
  const { data, error, isFetching, refetch } = useQuery(reconciliationQuery());
  if (error) return <Text c="red">{errorMessage(error)}</Text>;
  if (!data) return <Loader size="sm" aria-label={t`Asking the providers`} />;
  return (
    <Stack gap="md">
      <Stack gap={4} align="flex-start">
        <Text size="sm" c="dimmed">
          <Trans>Last</Trans> {data.sinceDays} <Trans>days, checked</Trans> {new Date(data.checkedAt).toLocaleString(intlLocale('en-GH'))}
          <Trans>. Read-only: nothing here changes the ledger.</Trans>
        </Text>
        <Button size="xs" variant="light" loading={isFetching} onClick={() => void refetch()}>
          <Trans>Check again</Trans>
        </Button>
      </Stack>
      <ReportSection title={t`Transfers`} report={data.transfers} />
      {data.bills ? (
        <ReportSection title={t`Airtime, data and bills`} report={data.bills} />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No bills provider is configured.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function ReportSection({ title, report }: { title: string; report: Report }) {
  const label = `${title}: ${plural(report.differences.length, { one: '# difference', other: '# differences' })}`;
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={report.differences.length === 0 ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
          {report.differences.length === 0 ? t`Agrees` : t`${report.differences.length} to resolve`}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        <Trans>
          {report.checked} checked with the provider, {report.open} still open on both sides.
        </Trans>
      </Text>
      {report.accounts.map((a) => (
        <Text key={a.account} size="sm" c={a.agrees ? undefined : 'red'}>
          {a.account}
          <Trans>: ledger</Trans> {formatCedis(a.ledger)}
          <Trans>, payments</Trans> {formatCedis(a.expected)}
        </Text>
      ))}
      {report.differences.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No differences.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {report.differences.map((d, i) => (
            <Paper key={`${d.reference}-${i}`} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                  {d.reference === '-' ? t`Account` : d.reference}
                </Text>
                {d.amount && (
                  <Text size="sm" style={{ flexShrink: 0 }}>
                    {formatCedis(d.amount)}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>
                  {d.provider} · ledger {d.ledgerStatus} · provider {d.providerStatus}
                </Trans>
              </Text>
              <Text size="sm">{d.note}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
