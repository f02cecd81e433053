import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import '@mantine/core/styles/List.css';
import { Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fraudAnalyticsQuery } from './analytics-queries';
import { insightText } from './insight-text';
import { alertMessageText } from '../money';
import { formatLocalDate } from '../../lib/locale-date';

const alertDate = (at: Date) => formatLocalDate(at, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Accra' }, 'en-GH');

/** The alert's kind (the API's code) in the language shown. */
function alertTypeText(alertType: string): string {
  if (alertType === 'HIGH_RISK_TRANSACTION') return t`High-risk payment`;
  if (alertType === 'SUSPICIOUS_TRANSACTION') return t`Unusual payment`;
  return t`Alert`;
}

function alertColor(riskScore: number): string {
  return riskScore > 70 ? 'red' : riskScore > 30 ? 'yellow' : 'kente';
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fw={700}>{value}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Security status and the AI Fraud Detection Analytics panel: the person's real alerts and rule-based insights. */
export function SecurityPanel({ fraudAlertsInRange }: { fraudAlertsInRange: number }) {
  const fraud = useQuery(fraudAnalyticsQuery());
  const data = fraud.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Security Status`}>
      <Title order={2} size="h5" mb="xs">
        <Trans>Security Status</Trans>
      </Title>
      <Text size="sm" mb="sm" data-testid="security-status">
        {fraudAlertsInRange === 0
          ? t`No fraud alerts in this period`
          : plural(fraudAlertsInRange, { one: '# fraud alert in this period', other: '# fraud alerts in this period' })}
      </Text>
      <Title order={3} size="h6" mb="xs">
        <Trans>AI Fraud Detection Analytics</Trans>
      </Title>
      {data === undefined ? (
        <Skeleton height={90} radius="md" />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs">
            <Figure
              label={t`Prevention rate`}
              value={data.summary.fraudPreventionRate === null ? '—' : `${data.summary.fraudPreventionRate}%`}
            />
            <Figure label={t`Blocked`} value={String(data.summary.blockedTransactions)} />
            <Figure label={t`Total alerts`} value={String(data.summary.totalAlerts)} />
          </SimpleGrid>
          {data.aiInsights.behaviorAnalysisKeys.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                <Trans>Behaviour insights</Trans>
              </Text>
              <List size="sm" spacing={2} data-testid="behaviour-insights">
                {data.aiInsights.behaviorAnalysisKeys.map((insight) => (
                  <List.Item key={insight.key}>{insightText(insight)}</List.Item>
                ))}
              </List>
            </div>
          )}
          {data.aiInsights.recommendationKeys.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                <Trans>Recommendations</Trans>
              </Text>
              <List size="sm" spacing={2}>
                {data.aiInsights.recommendationKeys.map((insight) => (
                  <List.Item key={insight.key}>{insightText(insight)}</List.Item>
                ))}
              </List>
            </div>
          )}
          <div>
            <Text size="sm" fw={600} mb={4}>
              <Trans>Recent alerts</Trans>
            </Text>
            {data.recentAlerts.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No fraud alerts on your account.</Trans>
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.recentAlerts.map((a) => (
                  <Paper key={a.id} withBorder radius="sm" p="xs" component="li" data-testid="recent-alert">
                    <Group justify="space-between" gap={6} wrap="wrap">
                      <Badge size="sm" variant="light" color={alertColor(a.riskScore)} c="dark.8">
                        {alertTypeText(a.alertType)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {alertDate(new Date(a.createdAt))}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {alertMessageText(a)}
                    </Text>
                    <Text size="xs" c="dimmed" mt={2}>
                      {t`Risk ${a.riskScore}/100 · Confidence ${Math.round(a.confidence * 100)}%`}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
