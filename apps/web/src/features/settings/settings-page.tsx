import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { LogoutButton } from '../my-account';
import { PrivacySettings } from '../privacy';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChangePhoneDialog } from './change-phone-dialog';
import { DevicesCard } from './devices-card';
import { EditProfileDialog, FIELD_LABELS, type ProfileField } from './edit-profile-dialog';
import { GetHelpDialog } from './get-help-dialog';
import { NotificationsCard } from './notifications-card';
import { FirstPaymentCard } from './first-payment-card';
import { GuardianCard } from './guardian-card';
import { PasskeysSection } from './passkeys-section';
import { PaymentCard } from './payment-card';
import { StatementsCard } from './statements-card';
import { SettingsRow } from './settings-row';
import { UssdPinRow } from './ussd-pin-row';

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
          Back to Profile
        </Button>
        <Title order={1} size="h2">
          Settings
        </Title>

        <Stack gap="sm" component="section" aria-labelledby="preferences-title">
          <Title order={2} size="h4" id="preferences-title">
            Preferences
          </Title>
          <Paper withBorder radius="md" p="md" aria-labelledby="account-title" component="section">
            <Title order={3} size="h5" id="account-title" mb="sm">
              Account
            </Title>
            <Stack gap="xs" component="dl" m={0}>
              {fields.map((field) => {
                const value = field === 'username' ? `@${user.username}` : (user[field] ?? '');
                return (
                  <Group key={field} justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text component="dt" size="xs" c="dimmed">
                        {FIELD_LABELS[field]}
                      </Text>
                      <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                        {value || (
                          <Text span c="dimmed" size="sm">
                            Not set
                          </Text>
                        )}
                        {field === 'email' && user.email && !user.emailVerified && (
                          <Badge ml={6} size="xs" color="yellow" variant="light" tt="none">
                            Not verified
                          </Badge>
                        )}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant="subtle"
                      style={{ flexShrink: 0 }}
                      onClick={() => setEditing(field)}
                      aria-label={`Edit ${FIELD_LABELS[field].toLowerCase()}`}
                    >
                      Edit
                    </Button>
                  </Group>
                );
              })}
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text component="dt" size="xs" c="dimmed">
                    Phone number
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    {user.phoneNumber ? (
                      formatGhanaPhoneLocal(user.phoneNumber)
                    ) : (
                      <Text span c="dimmed" size="sm">
                        Not set
                      </Text>
                    )}
                    {user.phoneNumber && user.phoneVerified && (
                      <Badge ml={6} size="xs" color="kente" variant="light" tt="none">
                        Verified
                      </Badge>
                    )}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  onClick={() => setDialog('phone')}
                  aria-label="Edit phone number"
                >
                  Edit
                </Button>
              </Group>
            </Stack>
          </Paper>
          <PaymentCard walletBalance={user.walletBalance} />
          <SettingsRow label="Standing Orders" to="/standing-orders" />
          <SettingsRow label="Payment Links" to="/payment-links" />
          <PasskeysSection />
          <NotificationsCard />
          <FirstPaymentCard />
          <GuardianCard />
          <SettingsRow label="Get Help" onClick={() => setDialog('help')} />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="reporting-title">
          <Title order={2} size="h4" id="reporting-title">
            Reporting
          </Title>
          <StatementsCard />
        </Stack>

        {/* Before Security, so Logout stays the last thing on the page. */}
        <PrivacySettings />

        <Stack gap="sm" component="section" aria-labelledby="security-title">
          <Title order={2} size="h4" id="security-title">
            Security
          </Title>
          <SettingsRow label="Change Password" onClick={() => setDialog('password')} />
          <UssdPinRow />
          <DevicesCard />
          <SettingsRow label="Identity Verification" to="/identity-verification">
            <Badge size="sm" variant="light" color={user.isVerified ? 'kente' : 'yellow'} tt="none">
              {user.isVerified ? 'Verified' : 'Required'}
            </Badge>
          </SettingsRow>
          <LogoutButton />
        </Stack>
      </Stack>
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
    </Page>
  );
}
