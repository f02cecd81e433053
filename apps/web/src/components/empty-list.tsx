import { Paper, Stack, Text } from '@mantine/core';

/** A list's empty state: a title and a hint in a bordered box. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={6} ta="center">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
