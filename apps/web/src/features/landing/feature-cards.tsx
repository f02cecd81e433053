import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import IconDeviceMobileMessage from '@tabler/icons-react/dist/esm/icons/IconDeviceMobileMessage.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconUsersGroup from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import classes from './landing.module.css';

const FEATURES = [
  { title: msg`Instant Transfers`, text: msg`Send cedis in seconds to any phone number, email or username.`, Icon: IconBolt },
  { title: msg`AI Fraud Protection`, text: msg`Real-time, AI-powered checks watch every transaction for you.`, Icon: IconShieldLock },
  { title: msg`Group Payments`, text: msg`Split bills and collect money from friends and family with ease.`, Icon: IconUsersGroup },
  { title: msg`Mobile-First`, text: msg`A chat-like interface that feels at home on any device.`, Icon: IconDeviceMobileMessage },
] as const;

export function FeatureCards() {
  const { t } = useLingui();
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Title order={2} size="h3" ta="center" id="features-title" mb="lg">
        <Trans>Everything you need to move money</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FEATURES.map(({ title, text, Icon }) => (
          <Paper key={title.id} withBorder radius="lg" p="lg" className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="filled" color="kente.7" aria-hidden="true">
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h5" mt="md">
              {t(title)}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(text)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
