import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';
import { Page } from '../../components/page';
import { LEGAL_DATE, LEGAL_VERSION, PRIVACY_NOTICE, TERMS_OF_USE, type LegalSection } from './legal-texts';

function LegalPage({ title, sections, other }: { title: string; sections: LegalSection[]; other: 'privacy' | 'terms' }) {
  return (
    <Page>
      <Stack gap="md">
        <Button
          component={Link}
          to="/"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          <Trans>Back to Home</Trans>
        </Button>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Version {LEGAL_VERSION}, effective {LEGAL_DATE}
          </Trans>
        </Text>
        {sections.map((section) => (
          <Stack gap={6} key={section.heading.id} component="section">
            <Title order={2} size="h4">
              {t(section.heading)}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.id} size="sm">
                {t(paragraph)}
              </Text>
            ))}
          </Stack>
        ))}
        <Anchor component={Link} to={other === 'terms' ? '/terms' : '/privacy'} size="sm">
          {other === 'terms' ? t`Read the Terms of Use` : t`Read the Privacy Notice`}
        </Anchor>
      </Stack>
    </Page>
  );
}

/** /privacy: the privacy notice (Act 843). */
export function PrivacyNoticePage() {
  return <LegalPage title={t`Privacy Notice`} sections={PRIVACY_NOTICE} other="terms" />;
}

/** /terms: the terms of use (Act 987). */
export function TermsOfUsePage() {
  return <LegalPage title={t`Terms of Use`} sections={TERMS_OF_USE} other="privacy" />;
}
