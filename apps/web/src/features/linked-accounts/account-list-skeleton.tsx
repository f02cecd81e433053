import { t } from '@lingui/core/macro';
import { Skeleton, Stack } from '@mantine/core';

/** Placeholders the size of account rows while a list loads. */
export function AccountListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t`Loading accounts`}>
      {[0, 1].map((i) => (
        <Skeleton key={i} height={112} radius="md" />
      ))}
    </Stack>
  );
}
