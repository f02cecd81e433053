import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Text, Title } from '@mantine/core';
import classes from './landing.module.css';

// Drawn, not downloaded: a coloured mark per network in its brand colour, with the name written out.
const PARTNERS = [
  { name: 'MTN MoMo', note: msg`Mobile money`, background: '#ffcc00', foreground: '#1a1a1a', mark: 'MTN' },
  { name: 'Vodafone Cash', note: msg`Now Telecel Cash`, background: '#e60000', foreground: '#ffffff', mark: 'T' },
  { name: 'AirtelTigo', note: msg`AirtelTigo Money`, background: '#0033a0', foreground: '#ffffff', mark: 'AT' },
  { name: msg`Banking`, note: msg`GhIPSS interconnect`, background: '#0b7a4b', foreground: '#ffffff', mark: '₵' },
] as const;

export function PartnerLogos() {
  const { t } = useLingui();
  return (
    <section className={classes.section} aria-labelledby="partners-title">
      <Title order={2} size="h3" ta="center" id="partners-title">
        <Trans>Works with the wallets you already use</Trans>
      </Title>
      <Text c="dimmed" ta="center" mt={6} mb="lg">
        <Trans>Move money between {APP_NAME}, mobile-money wallets and Ghanaian banks.</Trans>
      </Text>
      <ul className={classes.partners}>
        {PARTNERS.map((partner) => (
          <li key={partner.mark} className={classes.partner}>
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
              {typeof partner.name === 'string' ? partner.name : t(partner.name)}
              <span className={classes.partnerNote}>{t(partner.note)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
