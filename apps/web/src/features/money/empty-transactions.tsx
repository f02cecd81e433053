import { Paper, Stack, Text } from '@mantine/core';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';

export function EmptyTransactions({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={6} ta="center">
        <IconReceipt size={36} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
