import { Trans } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Anchor, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BrandMark } from '../../components/brand-mark';
import { FeatureCards } from './feature-cards';
import classes from './landing.module.css';
import { PartnerLogos } from './partner-logos';

/** / for signed-out visitors. Kept light: this is the page every newcomer loads first. */
export function LandingPage() {
  return (
    <>
      <header className={classes.header}>
        <span className={classes.brand}>
          <BrandMark size={34} />
          {APP_NAME}
        </span>
        <Button component={Link} to="/auth" variant="outline" radius="xl">
          <Trans>Log In</Trans>
        </Button>
      </header>
      <main>
        <section className={classes.hero}>
          <div className={classes.heroInner}>
            <span className={classes.kicker}>
              <Trans>Made for Ghana, in cedis</Trans>
            </span>
            <h1 className={classes.heroTitle}>
              <Trans>The Future of Mobile Money in Ghana</Trans>
            </h1>
            <Text size="lg" c="gray.8">
              <Trans>
                Send and request cedis instantly with anyone, by phone number, email or username, protected by real-time AI fraud detection.
              </Trans>
            </Text>
            <Button
              component={Link}
              to="/auth"
              size="lg"
              radius="xl"
              mt="xl"
              maw="100%"
              // At 200 % text on a 360 px phone the words wrap inside the button rather than past the screen.
              styles={{ root: { height: 'auto', minHeight: 'var(--button-height)' }, label: { whiteSpace: 'normal' } }}
            >
              <Trans>Get Started</Trans>
            </Button>
          </div>
        </section>
        <FeatureCards />
        <PartnerLogos />
      </main>
      <footer className={classes.footer}>
        <Text size="sm" c="dimmed">
          <Trans>© 2025 {APP_NAME}. All rights reserved.</Trans>
        </Text>
        <Anchor component={Link} to="/demo" size="sm" mt={6} display="inline-block">
          <Trans>Explore the demo</Trans>
        </Anchor>
        <Text size="sm" mt={6}>
          <Anchor component={Link} to="/privacy" size="sm">
            <Trans>Privacy Notice</Trans>
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/terms" size="sm">
            <Trans>Terms of Use</Trans>
          </Anchor>
        </Text>
      </footer>
    </>
  );
}
