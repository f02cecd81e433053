import { Group, Stack, Text } from '@mantine/core';

/** Label and value rows, the value allowed to wrap (a reference is long). */
export function ReceiptFacts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Stack gap={8} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
