import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Accordion, Anchor, Button, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { Link } from '@tanstack/react-router';

const ANSWERS = [
  {
    q: msg`A transfer to my MoMo or bank account is still processing`,
    a: msg`Instant transfers usually arrive in minutes; standard ones on the third business day. The money is set aside until the provider answers. If it fails, the amount and fee come back to your wallet and we tell you by email or SMS.`,
  },
  {
    q: msg`I sent money to the wrong person`,
    a: msg`Open the payment in History and ask the person to send it back with Request Money. Payments to a phone or email without an account come back to you by themselves after 14 days if nobody claims them.`,
  },
  {
    q: msg`Someone I do not know is asking me for money`,
    a: msg`Decline the request, then block or report the person from their profile. ${APP_NAME} staff will never ask for your password, a code or your MoMo PIN.`,
  },
  {
    q: msg`My phone was lost or stolen`,
    a: msg`Sign in on another device, then under Security sign out all other devices and change your password.`,
  },
];

/** Get Help: answers to what people ask most, and the ways to reach us. */
export function GetHelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t`Get Help`} centered>
      <Stack gap="sm">
        <Accordion variant="separated">
          {ANSWERS.map((item) => (
            <Accordion.Item key={item.q.id} value={item.q.id}>
              <Accordion.Control>{t(item.q)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(item.a)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text size="sm">
          <Trans>Still stuck, or something went wrong with a payment? Complaints are free and answered within 5 working days.</Trans>
        </Text>
        <Button component={Link} to="/complaints" onClick={onClose} data-testid="my-complaints-link">
          <Trans>Complaints: report a problem</Trans>
        </Button>
        <Text size="sm">
          <Trans>
            No data or smartphone? Dial <strong>*920*00#</strong> from any phone.{' '}
            <Anchor component={Link} to="/ussd" size="sm">
              About USSD
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </Modal>
  );
}
