import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CATEGORY_KEYS, categoryLabel, type CategoryKey } from './category-labels';

/** Files a payment the person sent under a spending category; analytics count it there from then on. */
export function CategoryDialog({ transactionId, onClose }: { transactionId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const current = useQuery(trpc.analytics.getTransactionCategory.queryOptions({ id: transactionId }));
  const [picked, setPicked] = useState<CategoryKey | null>(null);
  const save = useMutation(
    trpc.analytics.setTransactionCategory.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.analytics.getTransactionCategory.queryKey({ id: transactionId }), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.analytics.getAnalytics.pathKey() });
        const category = categoryLabel(saved.category);
        showToast({ title: t`Category Saved`, message: t`Filed under ${category}` });
        onClose();
      },
      onError: (error) => showToast({ title: t`Category Not Saved`, message: errorMessage(error), destructive: true }),
    }),
  );
  const value = picked ?? current.data?.category ?? null;
  return (
    <Modal opened onClose={onClose} title={t`Spending category`} centered>
      {current.data === undefined ? (
        <Skeleton height={220} radius="md" />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {current.data.chosen ? t`You chose this category.` : t`Suggested from the payment’s message and recipient.`}
          </Text>
          <Radio.Group value={value} onChange={(v) => setPicked(v as CategoryKey)} aria-label={t`Category`} name="category">
            <Stack gap={8}>
              {CATEGORY_KEYS.map((key) => (
                <Radio key={key} value={key} label={categoryLabel(key)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              loading={save.isPending}
              disabled={value === null}
              onClick={() => value && save.mutate({ id: transactionId, category: value })}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
