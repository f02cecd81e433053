import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { LogoutButton } from '../my-account';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { EDIT_LABELS, FIELD_LABELS, type ProfileField } from './profile-fields';
import { PaymentCard } from './payment-card';
import { SettingsRow } from './settings-row';

// The first screen is the account and payment cards; the sections under them and the dialogs come
// in files of their own, fetched as the page draws (each shows a placeholder of its size until then),
// so a phone draws the top of the page without waiting for the number input, the selects and the
// form rules further down.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const ChangePhoneDialog = lazy(() => import('./change-phone-dialog').then((m) => ({ default: m.ChangePhoneDialog })));
const EditProfileDialog = lazy(() => import('./edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));
const GetHelpDialog = lazy(() => import('./get-help-dialog').then((m) => ({ default: m.GetHelpDialog })));
const PasskeysSection = lazy(() => import('./passkeys-section').then((m) => ({ default: m.PasskeysSection })));
const LanguageCard = lazy(() => import('./language-card').then((m) => ({ default: m.LanguageCard })));
const NotificationsCard = lazy(() => import('./notifications-card').then((m) => ({ default: m.NotificationsCard })));
const FirstPaymentCard = lazy(() => import('./first-payment-card').then((m) => ({ default: m.FirstPaymentCard })));
const GuardianCard = lazy(() => import('./guardian-card').then((m) => ({ default: m.GuardianCard })));
const StatementsCard = lazy(() => import('./statements-card').then((m) => ({ default: m.StatementsCard })));
const PrivacySettings = lazy(() => import('../privacy').then((m) => ({ default: m.PrivacySettings })));
const UssdPinRow = lazy(() => import('./ussd-pin-row').then((m) => ({ default: m.UssdPinRow })));
const DevicesCard = lazy(() => import('./devices-card').then((m) => ({ default: m.DevicesCard })));

/** A section fetched after the first screen: a placeholder of about its height until its file is in. */
function Later({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>;
}

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
          <Later height={120}>
            <PasskeysSection />
          </Later>
          <Later height={96}>
            <LanguageCard />
          </Later>
          <Later height={240}>
            <NotificationsCard />
          </Later>
          <Later height={160}>
            <FirstPaymentCard />
          </Later>
          <Later height={160}>
            <GuardianCard />
          </Later>
          <SettingsRow label={t`Get Help`} onClick={() => setDialog('help')} />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="reporting-title">
          <Title order={2} size="h4" id="reporting-title">
            <Trans>Reporting</Trans>
          </Title>
          <Later height={280}>
            <StatementsCard />
          </Later>
        </Stack>

        {/* Before Security, so Logout stays the last thing on the page. */}
        <Later height={200}>
          <PrivacySettings />
        </Later>

        <Stack gap="sm" component="section" aria-labelledby="security-title">
          <Title order={2} size="h4" id="security-title">
            <Trans>Security</Trans>
          </Title>
          <SettingsRow label={t`Change Password`} onClick={() => setDialog('password')} />
          <Later height={56}>
            <UssdPinRow />
          </Later>
          <Later height={160}>
            <DevicesCard />
          </Later>
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
