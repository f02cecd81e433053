import { APP_NAME } from '@ghanapay/validators';
import { Text, Title } from '@mantine/core';
import classes from './landing.module.css';

// Drawn, not downloaded: a coloured mark per network in its brand colour, with the name written out.
const PARTNERS = [
  { name: 'MTN MoMo', note: 'Mobile money', background: '#ffcc00', foreground: '#1a1a1a', mark: 'MTN' },
  { name: 'Vodafone Cash', note: 'Now Telecel Cash', background: '#e60000', foreground: '#ffffff', mark: 'T' },
  { name: 'AirtelTigo', note: 'AirtelTigo Money', background: '#0033a0', foreground: '#ffffff', mark: 'AT' },
  { name: 'Banking', note: 'GhIPSS interconnect', background: '#0b7a4b', foreground: '#ffffff', mark: '₵' },
] as const;

export function PartnerLogos() {
  return (
    <section className={classes.section} aria-labelledby="partners-title">
      <Title order={2} size="h3" ta="center" id="partners-title">
        Works with the wallets you already use
      </Title>
      <Text c="dimmed" ta="center" mt={6} mb="lg">
        Move money between {APP_NAME}, mobile-money wallets and Ghanaian banks.
      </Text>
      <ul className={classes.partners}>
        {PARTNERS.map((partner) => (
          <li key={partner.name} className={classes.partner}>
            <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <rect width="40" height="40" rx="10" fill={partner.background} />
              <text
                x="20"
                y="25"
                textAnchor="middle"
                fontFamily="Arial,sans-serif"
                fontWeight="800"
                fontSize={partner.mark.length > 2 ? 11 : 15}
                fill={partner.foreground}
              >
                {partner.mark}
              </text>
            </svg>
            <span className={classes.partnerName}>
              {partner.name}
              <span className={classes.partnerNote}>{partner.note}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
