import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { staffMeQuery, type StaffMe } from './staff-queries';

type Section = 'lookup' | 'complaints' | 'reversals' | 'audit-log' | 'reconciliation';

/**
 * The staff console's frame: its title, a nav to each desk this role may use, then the desk. A
 * customer sees "Staff only"; a staff member signed in with a password is told to use their passkey.
 */
export function StaffFrame({ section, children }: { section: Section; children: (me: StaffMe) => ReactNode }) {
  const { data: me, error, isPending } = useQuery(staffMeQuery());
  return (
    <Page withNav>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Staff console</Trans>
        </Title>
        {isPending && <Loader size="sm" aria-label={t`Loading`} />}
        {error && (
          <Stack gap="xs" role="alert" data-testid="staff-only">
            <Text fw={600}>
              <Trans>Staff only</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {httpStatusOf(error) === 403 && error?.message.includes('passkey')
                ? errorMessage(error)
                : t`This console is for ${APP_NAME} staff.`}
            </Text>
          </Stack>
        )}
        {me && (
          <>
            <StaffNav me={me} section={section} />
            {children(me)}
          </>
        )}
      </Stack>
    </Page>
  );
}

function StaffNav({ me, section }: { me: StaffMe; section: Section }) {
  const variant = (s: Section) => (s === section ? 'filled' : 'light');
  return (
    <Group component="nav" aria-label={t`Staff console`} gap="xs">
      {me.canLookUp && (
        <Button component={Link} to="/staff" size="xs" variant={variant('lookup')}>
          <Trans>Look-up</Trans>
        </Button>
      )}
      {me.canLookUp && (
        <Button component={Link} to="/staff/complaints" size="xs" variant={variant('complaints')}>
          <Trans>Complaints</Trans>
        </Button>
      )}
      {me.canLookUp && (
        <Button component={Link} to="/staff/reversals" size="xs" variant={variant('reversals')}>
          <Trans>Reversals</Trans>
        </Button>
      )}
      {me.canReviewIdentity && (
        <Button component={Link} to="/kyc-review" size="xs" variant="light">
          <Trans>Identity checks</Trans>
        </Button>
      )}
      {me.canReadAuditLog && (
        <Button component={Link} to="/staff/audit-log" size="xs" variant={variant('audit-log')}>
          <Trans>Audit log</Trans>
        </Button>
      )}
      {me.canReadReconciliation && (
        <Button component={Link} to="/staff/reconciliation" size="xs" variant={variant('reconciliation')}>
          <Trans>Reconciliation</Trans>
        </Button>
      )}
    </Group>
  );
}
