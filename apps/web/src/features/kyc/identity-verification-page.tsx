import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { documentTypeLabel } from '@ghanapay/validators/input';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { limitsQuery, TierLimitsCard } from '../limits';
import { kycStatusQuery } from './kyc-queries';
import { formatLocalDate } from '../../lib/locale-date';

// The submission dialog (document form, camera, face detection) is fetched when it opens.
const SubmissionDialog = lazy(() => import('./submission-dialog').then((m) => ({ default: m.SubmissionDialog })));

const STATUS_COLOURS: Record<string, string> = { verified: 'green', rejected: 'red', pending: 'yellow' };
const STATUS_WORDS: Record<string, MessageDescriptor> = { verified: msg`verified`, rejected: msg`rejected`, pending: msg`pending` };
const TIER_LABELS = { minimum: msg`Minimum`, medium: msg`Medium`, enhanced: msg`Enhanced` };
const BENEFITS = [msg`Increased transaction limits`, msg`Premium features`, msg`Enhanced security`, msg`Priority support`];

/** /identity-verification: status, submitted documents, the submission dialog while not verified, benefits. */
export function IdentityVerificationPage() {
  const { data } = useQuery(kycStatusQuery());
  const [open, setOpen] = useState(false);
  const pending = data?.documents.some((d) => d.status === 'pending') ?? false;
  // The limits card below reads the tier on its own: read it again whenever the tier changes.
  const queryClient = useQueryClient();
  const tier = data?.kycTier;
  useEffect(() => {
    if (tier) void queryClient.invalidateQueries({ queryKey: limitsQuery().queryKey });
  }, [tier, queryClient]);
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Identity Verification</Trans>
        </Title>

        <Paper withBorder radius="md" p="md" component="section" aria-label={t`Verification status`}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {data?.isVerified ? t`Identity Verified` : t`Verification Required`}
            </Title>
            {data && (
              <Badge color={data.isVerified ? 'green' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
                {data.isVerified ? t`Verified` : t`Pending`}
              </Badge>
            )}
          </Group>
          {data && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="kyc-tier">
              <Trans>Tier:</Trans> {t(TIER_LABELS[data.kycTier])}
            </Text>
          )}
          {data && !data.isVerified && (
            <Stack gap="xs" mt="sm">
              {pending ? (
                <Text size="sm">
                  <Trans>Your documents are under review. We will notify you when it is complete.</Trans>
                </Text>
              ) : (
                <>
                  <Text size="sm">
                    <Trans>Verify your identity with your Ghana Card and a live selfie.</Trans>
                  </Text>
                  <Button onClick={() => setOpen(true)}>
                    <Trans>Start Verification</Trans>
                  </Button>
                </>
              )}
            </Stack>
          )}
        </Paper>

        <TierLimitsCard />

        {data && data.documents.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="documents-title">
            <Title order={2} size="h4" id="documents-title">
              <Trans>Submitted Documents</Trans>
            </Title>
            {data.documents.map((doc) => (
              <Paper key={doc.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{documentTypeLabel(doc.type)}</Text>
                  <Badge color={STATUS_COLOURS[doc.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
                    {doc.status in STATUS_WORDS ? t(STATUS_WORDS[doc.status]!) : doc.status}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {doc.status === 'verified' && doc.verifiedAt
                    ? t`Verified on ${formatLocalDate(new Date(doc.verifiedAt), { day: 'numeric', month: 'numeric', year: 'numeric' }, 'en-GH')}`
                    : doc.status === 'pending'
                      ? t`Under review`
                      : doc.reason
                        ? t`Not verified: ${doc.reason}`
                        : t`Not verified`}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="benefits-title">
          <Title order={2} size="h4" id="benefits-title" mb="xs">
            <Trans>Benefits of verification</Trans>
          </Title>
          <List size="sm" spacing={4}>
            {BENEFITS.map((b) => (
              <List.Item key={b.id}>{t(b)}</List.Item>
            ))}
          </List>
        </Paper>

        {data?.canReview && (
          <Button component={Link} to="/kyc-review" variant="default">
            <Trans>Review submissions</Trans>
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>{open && <SubmissionDialog onClose={() => setOpen(false)} />}</Suspense>
    </Page>
  );
}
