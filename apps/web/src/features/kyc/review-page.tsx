import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentTypeLabel } from '@ghanapay/validators';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { kycReviewsQuery } from './kyc-queries';

/** /kyc-review: a reviewer's queue; each submission with both photos, approve (or enhanced) or reject with a reason. */
export function ReviewPage() {
  const { data, error } = useQuery(kycReviewsQuery());
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Identity Reviews</Trans>
        </Title>
        {httpStatusOf(error) === 403 && (
          <Text>
            <Trans>Only a reviewer can see this page.</Trans>
          </Text>
        )}
        {data?.length === 0 && (
          <Text c="dimmed">
            <Trans>Nothing is waiting for review.</Trans>
          </Text>
        )}
        {data?.map((item) => (
          <ReviewItem key={item.id} item={item} />
        ))}
      </Stack>
    </Page>
  );
}

function ReviewItem({
  item,
}: {
  item: {
    id: string;
    fullName: string;
    username: string;
    documentType: string;
    documentNumber: string | null;
    documentImageUrl: string;
    selfieImageUrl: string;
    verificationScore: number;
    biometricMatchScore: number | null;
    verificationIssues: string[];
  };
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation(
    trpc.kyc.decideReview.mutationOptions({
      onSuccess: (result) => {
        showToast({ title: result.message, message: t`${item.fullName}: tier ${result.kycTier}` });
        void queryClient.invalidateQueries({ queryKey: kycReviewsQuery().queryKey });
      },
      onError: (e) => showToast({ title: t`Review Failed`, message: errorMessage(e), destructive: true }),
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Submission from ${item.fullName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{item.fullName}</Text>
            <Text size="xs" c="dimmed">
              @{item.username} · {documentTypeLabel(item.documentType)} {item.documentNumber}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {item.verificationScore}/100
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <a href={item.documentImageUrl} target="_blank" rel="noreferrer" aria-label={t`Open the document photo full size`}>
            <Image src={item.documentImageUrl} alt={t`Document photo`} radius="sm" h={140} w="100%" fit="cover" />
          </a>
          <a href={item.selfieImageUrl} target="_blank" rel="noreferrer" aria-label={t`Open the selfie full size`}>
            <Image src={item.selfieImageUrl} alt={t`Selfie`} radius="sm" h={140} w="100%" fit="cover" />
          </a>
        </SimpleGrid>
        <Text size="xs">
          <Trans>Face match:</Trans>{' '}
          {item.biometricMatchScore === null ? t`no face pair` : `${Math.round(item.biometricMatchScore * 100)}%`}
          {item.verificationIssues.length > 0 && ` · ${item.verificationIssues.join(', ').toLowerCase().replaceAll('_', ' ')}`}
        </Text>
        <Textarea
          label={t`Reason (needed to reject)`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={1}
        />
        <Stack gap="xs">
          <Button
            onClick={() => decide.mutate({ id: Number(item.id), decision: 'approve', reason: reason || undefined })}
            loading={decide.isPending}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button
            variant="light"
            onClick={() => decide.mutate({ id: Number(item.id), decision: 'approve', enhanced: true, reason: reason || undefined })}
            loading={decide.isPending}
          >
            <Trans>Approve enhanced</Trans>
          </Button>
        </Stack>
        <Button
          color="red"
          variant="outline"
          onClick={() => decide.mutate({ id: Number(item.id), decision: 'reject', reason })}
          loading={decide.isPending}
        >
          <Trans>Reject</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
