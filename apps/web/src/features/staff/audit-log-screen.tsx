import type { MessageDescriptor } from '@lingui/core';
import { intlLocale } from '../../lib/intl-locale';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-errors';
import { StaffFrame } from './staff-frame';
import { auditLogQuery } from './staff-queries';

const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'customer.view': msg`Viewed a customer`,
  'customer.search': msg`Searched, no match`,
  'wallet.freeze': msg`Froze a wallet`,
  'wallet.unfreeze': msg`Unfroze a wallet`,
  'reconciliation.view': msg`Read the reconciliation`,
};

/** /staff/audit-log: the newest rows of the staff audit log (compliance and admin). */
export default function AuditLogScreen() {
  return (
    <StaffFrame section="audit-log">
      {(me) =>
        me.canReadAuditLog ? (
          <AuditLogList />
        ) : (
          <Text>
            <Trans>Only compliance staff can read the audit log.</Trans>
          </Text>
        )
      }
    </StaffFrame>
  );
}

function AuditLogList() {
  const { data, error } = useQuery(auditLogQuery());
  if (error) return <Text c="red">{errorMessage(error)}</Text>;
  if (!data) return null;
  if (data.entries.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No staff action yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Audit log`}>
      {data.entries.map((entry) => (
        <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {entry.action in ACTION_LABELS ? t(ACTION_LABELS[entry.action]!) : entry.action}
              {entry.subjectUsername && ` @${entry.subjectUsername}`}
            </Text>
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              #{entry.id}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            @{entry.staffUsername} ({entry.staffRole}) · {new Date(entry.at).toLocaleString(intlLocale('en-GH'))}
            {entry.subjectReference && ` · ${entry.subjectReference}`}
          </Text>
          <Text size="sm">“{entry.reason}”</Text>
        </Paper>
      ))}
    </Stack>
  );
}
