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
          Log In
        </Button>
      </header>
      <main>
        <section className={classes.hero}>
          <div className={classes.heroInner}>
            <span className={classes.kicker}>Made for Ghana, in cedis</span>
            <h1 className={classes.heroTitle}>The Future of Mobile Money in Ghana</h1>
            <Text size="lg" c="gray.8">
              Send and request cedis instantly with anyone, by phone number, email or username, protected by real-time AI fraud detection.
            </Text>
            <Button component={Link} to="/auth" size="lg" radius="xl" mt="xl">
              Get Started
            </Button>
          </div>
        </section>
        <FeatureCards />
        <PartnerLogos />
      </main>
      <footer className={classes.footer}>
        <Text size="sm" c="dimmed">
          © 2025 {APP_NAME}. All rights reserved.
        </Text>
        <Anchor component={Link} to="/demo" size="sm" mt={6} display="inline-block">
          Explore the demo
        </Anchor>
        <Text size="sm" mt={6}>
          <Anchor component={Link} to="/privacy" size="sm">
            Privacy Notice
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/terms" size="sm">
            Terms of Use
          </Anchor>
        </Text>
      </footer>
    </>
  );
}
