import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { LogoutButton } from '../my-account';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { EDIT_LABELS, FIELD_LABELS, type ProfileField } from './profile-fields';
import { PaymentCard } from './payment-card';
import { SettingsRow } from './settings-row';
import { PrivacySettings } from '../privacy';
import { DevicesCard } from './devices-card';
import { FirstPaymentCard } from './first-payment-card';
import { GuardianCard } from './guardian-card';
import { LanguageCard } from './language-card';
import { NotificationsCard } from './notifications-card';
import { PasskeysSection } from './passkeys-section';
import { StatementsCard } from './statements-card';
import { UssdPinRow } from './ussd-pin-row';

// The dialogs (their forms and rules) are fetched when one opens.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const ChangePhoneDialog = lazy(() => import('./change-phone-dialog').then((m) => ({ default: m.ChangePhoneDialog })));
const EditProfileDialog = lazy(() => import('./edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));
const GetHelpDialog = lazy(() => import('./get-help-dialog').then((m) => ({ default: m.GetHelpDialog })));

/** /settings: Preferences, Reporting and Security, every part real and saved on the server. */
export function SettingsPage() {
  const { user } = useSession();
  const [editing, setEditing] = useState<ProfileField | null>(null);
  const [dialog, setDialog] = useState<'phone' | 'password' | 'help' | null>(null);
  if (!user) return null;
  const fields: ProfileField[] = ['firstName', 'lastName', 'username', 'email'];
  return (
    <Page withNav>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/profile"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          <Trans>Back to Profile</Trans>
        </Button>
        <Title order={1} size="h2">
          <Trans>Settings</Trans>
        </Title>

        <Stack gap="sm" component="section" aria-labelledby="preferences-title">
          <Title order={2} size="h4" id="preferences-title">
            <Trans>Preferences</Trans>
          </Title>
          <Paper withBorder radius="md" p="md" aria-labelledby="account-title" component="section">
            <Title order={3} size="h5" id="account-title" mb="sm">
              <Trans>Account</Trans>
            </Title>
            <Stack gap="xs">
              {fields.map((field) => {
                const value = field === 'username' ? `@${user.username}` : (user[field] ?? '');
                return (
                  <Group key={field} justify="space-between" wrap="nowrap" gap="sm">
                    <dl style={{ minWidth: 0, margin: 0 }}>
                      <Text component="dt" size="xs" c="dimmed">
                        {t(FIELD_LABELS[field])}
                      </Text>
                      <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                        {value || (
                          <Text span c="dimmed" size="sm">
                            <Trans>Not set</Trans>
                          </Text>
                        )}
                        {field === 'email' && user.email && !user.emailVerified && (
                          <Badge ml={6} size="xs" color="yellow" variant="light" tt="none">
                            <Trans>Not verified</Trans>
                          </Badge>
                        )}
                      </Text>
                    </dl>
                    <Button
                      size="xs"
                      variant="subtle"
                      style={{ flexShrink: 0 }}
                      onClick={() => setEditing(field)}
                      aria-label={t(EDIT_LABELS[field])}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  </Group>
                );
              })}
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <dl style={{ margin: 0 }}>
                  <Text component="dt" size="xs" c="dimmed">
                    <Trans>Phone number</Trans>
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    {user.phoneNumber ? (
                      formatGhanaPhoneLocal(user.phoneNumber)
                    ) : (
                      <Text span c="dimmed" size="sm">
                        <Trans>Not set</Trans>
                      </Text>
                    )}
                    {user.phoneNumber && user.phoneVerified && (
                      <Badge ml={6} size="xs" color="kente" variant="light" tt="none">
                        <Trans>Verified</Trans>
                      </Badge>
                    )}
                  </Text>
                </dl>
                <Button
                  size="xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  onClick={() => setDialog('phone')}
                  aria-label={t`Edit phone number`}
                >
                  <Trans>Edit</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
          <PaymentCard walletBalance={user.walletBalance} />
          <SettingsRow label={t`Standing Orders`} to="/standing-orders" />
          <SettingsRow label={t`Payment Links`} to="/payment-links" />
          <PasskeysSection />
          <LanguageCard />
          <NotificationsCard />
          <FirstPaymentCard />
          <GuardianCard />
          <SettingsRow label={t`Get Help`} onClick={() => setDialog('help')} />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="reporting-title">
          <Title order={2} size="h4" id="reporting-title">
            <Trans>Reporting</Trans>
          </Title>
          <StatementsCard />
        </Stack>

        {/* Before Security, so Logout stays the last thing on the page. */}
        <PrivacySettings />

        <Stack gap="sm" component="section" aria-labelledby="security-title">
          <Title order={2} size="h4" id="security-title">
            <Trans>Security</Trans>
          </Title>
          <SettingsRow label={t`Change Password`} onClick={() => setDialog('password')} />
          <UssdPinRow />
          <DevicesCard />
          <SettingsRow label={t`Identity Verification`} to="/identity-verification">
            <Badge size="sm" variant="light" color={user.isVerified ? 'kente' : 'yellow'} tt="none">
              {user.isVerified ? t`Verified` : t`Required`}
            </Badge>
          </SettingsRow>
          <LogoutButton />
        </Stack>
      </Stack>
      <Suspense fallback={null}>
        {editing && (
          <EditProfileDialog
            field={editing}
            current={editing === 'username' ? user.username : (user[editing] ?? '')}
            onClose={() => setEditing(null)}
          />
        )}
        {dialog === 'phone' && <ChangePhoneDialog onClose={() => setDialog(null)} />}
        {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
        {dialog === 'help' && <GetHelpDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </Page>
  );
}
