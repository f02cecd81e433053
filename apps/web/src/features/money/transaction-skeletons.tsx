import { t } from '@lingui/core/macro';
import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './money.module.css';

/** Placeholders the size of transaction cards while the list loads. */
export function TransactionSkeletons({ count }: { count: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t`Loading transactions`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          <Group wrap="nowrap" gap="sm">
            <Skeleton circle height={42} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="70%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
