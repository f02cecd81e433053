import { Trans } from '@lingui/react/macro';
import { List, Paper, Text, Title } from '@mantine/core';

/** The static help block: the menu tree a caller walks on *920*00#. */
export function UssdMenuHelp() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-help-title">
      <Title order={2} size="h4" id="ussd-help-title" mb="sm">
        <Trans>Menu Structure</Trans>
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans>1 Check balance: enter your PIN</Trans>
        </List.Item>
        <List.Item>
          <Trans>2 Send money: phone number, amount, check the name and fee, confirm with your PIN</Trans>
        </List.Item>
        <List.Item>
          <Trans>3 Money requests: pick one, approve or reject, confirm with your PIN</Trans>
        </List.Item>
        <List.Item>
          <Trans>4 Mini statement: your last 5 transactions</Trans>
        </List.Item>
        <List.Item>
          <Trans>5 Change PIN: current PIN, then the new one twice</Trans>
        </List.Item>
        <List.Item>
          <Trans>6 Airtime: your number or another (any network), the amount, your PIN</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            7 Pay bill: ECG, Ghana Water, DStv, GOtv or StarTimes, the customer number, the name to confirm, the amount, your PIN
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>8 Pay merchant: the shop's 6-digit merchant ID (on its poster), its business name to confirm, the amount, your PIN</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            9 Report a problem (free): your PIN, one of your last 3 payments or other, what went wrong; the reference comes by SMS
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>10 Language: English, Twi, Ewe, Hausa or French, kept for your account</Trans>
        </List.Item>
        <List.Item>
          <Trans>0 Exit</Trans>
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>
          Your USSD PIN is 4 digits: set it under Settings, or dial *920*00# and use the code we send by SMS. Long lists show 98 for more.
          Three wrong PINs stop USSD payments until you set a new PIN.
        </Trans>
      </Text>
    </Paper>
  );
}
