import { List, Paper, Text, Title } from '@mantine/core';

/** The static help block: the menu tree a caller walks on *920*00#. */
export function UssdMenuHelp() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-help-title">
      <Title order={2} size="h4" id="ussd-help-title" mb="sm">
        Menu Structure
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>1 Check balance: enter your PIN</List.Item>
        <List.Item>2 Send money: phone number, amount, check the name and fee, confirm with your PIN</List.Item>
        <List.Item>3 Money requests: pick one, approve or reject, confirm with your PIN</List.Item>
        <List.Item>4 Mini statement: your last 5 transactions</List.Item>
        <List.Item>5 Change PIN: current PIN, then the new one twice</List.Item>
        <List.Item>6 Airtime: your number or another (any network), the amount, your PIN</List.Item>
        <List.Item>
          7 Pay bill: ECG, Ghana Water, DStv, GOtv or StarTimes, the customer number, the name to confirm, the amount, your PIN
        </List.Item>
        <List.Item>
          8 Pay merchant: the shop's 6-digit merchant ID (on its poster), its business name to confirm, the amount, your PIN
        </List.Item>
        <List.Item>
          9 Report a problem (free): your PIN, one of your last 3 payments or other, what went wrong; the reference comes by SMS
        </List.Item>
        <List.Item>0 Exit</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Your USSD PIN is 4 digits: set it under Settings, or dial *920*00# and use the code we send by SMS. Long lists show 98 for more.
        Three wrong PINs stop USSD payments until you set a new PIN.
      </Text>
    </Paper>
  );
}
