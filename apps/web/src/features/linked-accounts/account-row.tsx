import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { VerificationBadge } from './verification-badge';

export interface AccountRowProps {
  icon: ReactNode;
  title: string;
  /** The number as people read it ("024 555 1234", a bank account number). */
  number: string;
  subtitle?: string;
  isActive: boolean;
  isDefault: boolean;
  verificationStatus: 'pending' | 'verified' | 'unverified';
  verificationNote: string | null;
  busy?: boolean;
  onToggle: (isActive: boolean) => void;
  onSetDefault: () => void;
  /** Shown when the screen offers removal. */
  onRemove?: () => void;
}

/**
 * One linked account: what it is, its number, Default / verification badges, the active toggle, and
 * Set Default only where the spec allows it (active and not already default).
 */
export function AccountRow(props: AccountRowProps) {
  const {
    icon,
    title,
    number,
    subtitle,
    isActive,
    isDefault,
    verificationStatus,
    verificationNote,
    busy,
    onToggle,
    onSetDefault,
    onRemove,
  } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${title} ${number}`}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          {icon}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600}>{title}</Text>
              {isDefault && (
                <Badge size="sm" variant="filled" color="kente">
                  <Trans>Default</Trans>
                </Badge>
              )}
              <VerificationBadge status={verificationStatus} note={verificationNote} />
            </Group>
            <Text ff="monospace" size="sm">
              {number}
            </Text>
            {subtitle && (
              <Text size="sm" c="dimmed" truncate>
                {subtitle}
              </Text>
            )}
            {verificationStatus === 'unverified' && verificationNote && (
              <Text size="xs" c="red.8">
                {verificationNote}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch
            label={isActive ? t`Active` : t`Inactive`}
            checked={isActive}
            disabled={busy}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-label={t`${title} ${number} active`}
          />
          <Group gap="xs">
            {isActive && !isDefault && (
              <Button size="xs" variant="light" onClick={onSetDefault} disabled={busy}>
                <Trans>Set Default</Trans>
              </Button>
            )}
            {onRemove && (
              <Button size="xs" variant="subtle" color="red" onClick={onRemove} disabled={busy}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
