import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MoneyAction } from '../../lib/search-params';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import type { PickedContact } from './contact-directory';
import { ContactSection } from './contact-lists';
import { sendMoneySearchFor } from './send-money-link';
import { SEARCH_MIN_LENGTH, useFrequentContacts, useUserSearch } from './use-contacts';
import { SearchField } from '../../components/search-field';

/** /send, /request and /recipient-search: find someone, then go on to /send-money with them. */
export default function ContactPicker({ action }: { action: MoneyAction }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const frequent = useFrequentContacts();
  const search = useUserSearch(text);
  const pick = (contact: PickedContact) => void navigate({ to: '/send-money', search: sendMoneySearchFor(contact, action) });

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          {action === 'request' ? t`Request Money From` : t`Send Money To`}
        </Title>
        <SearchField
          aria-label={t`Search people`}
          placeholder={t`Enter name, phone, email or username...`}
          value={text}
          onValueChange={setText}
          size="md"
        />
        {trimmed.length === 0 ? (
          <ContactSection
            title={t`Frequent Contacts`}
            contacts={frequent.contacts}
            loading={frequent.loading}
            emptyText={t`No frequent contacts yet`}
            onPick={pick}
          />
        ) : trimmed.length < SEARCH_MIN_LENGTH ? (
          <Text size="sm" c="dimmed" ta="center" role="status">
            <Trans>Type at least 2 characters to search</Trans>
          </Text>
        ) : (
          <ContactSection
            title={t`Search Results`}
            contacts={search.results}
            loading={search.searching}
            loadingText={t`Searching...`}
            emptyText={t`No results found for "${trimmed}"`}
            onPick={pick}
          />
        )}
      </Stack>
    </Page>
  );
}
