import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { Link } from '@tanstack/react-router';

/** A row of the settings list that opens a dialog (onClick) or another screen (to). */
export function SettingsRow({
  label,
  onClick,
  to,
  children,
}: {
  label: string;
  onClick?: () => void;
  to?: '/identity-verification' | '/standing-orders' | '/payment-links';
  children?: React.ReactNode;
}) {
  const content = (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap">
        {children}
        <IconChevronRight size={18} aria-hidden="true" />
      </Group>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p={0}>
      {to ? (
        <UnstyledButton component={Link} to={to} p="md" w="100%" display="block">
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={onClick} p="md" w="100%">
          {content}
        </UnstyledButton>
      )}
    </Paper>
  );
}
