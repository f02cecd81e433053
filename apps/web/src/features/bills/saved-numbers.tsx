import { Button, Group, Input, Text } from '@mantine/core';
import { displayNumber, type SavedNumber } from './bill-display';

/** The numbers paid before (and the person's own, for airtime) offered as one-tap choices. */
export function SavedNumbers({
  label,
  numbers,
  selected,
  onPick,
}: {
  label: string;
  numbers: readonly (SavedNumber & { tag?: string })[];
  selected: string;
  onPick: (customerNumber: string) => void;
}) {
  if (numbers.length === 0) return null;
  return (
    <div role="group" aria-label={label}>
      <Input.Label size="md" mb={6} component="p">
        {label}
      </Input.Label>
      <Group gap="xs">
        {numbers.map((n) => {
          const name = n.tag ?? n.customerName;
          return (
            <Button
              key={n.customerNumber}
              variant={n.customerNumber === selected ? 'light' : 'default'}
              radius="xl"
              size="sm"
              h="auto"
              mih={44}
              py={6}
              onClick={() => onPick(n.customerNumber)}
              aria-pressed={n.customerNumber === selected}
              styles={{ label: { whiteSpace: 'normal', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' } }}
            >
              <span>{displayNumber(n.customerNumber)}</span>
              {name && (
                <Text span size="xs" c="dimmed" lineClamp={1} maw={220}>
                  {name}
                </Text>
              )}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
