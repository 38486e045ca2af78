import { List, Loader, Text } from '@mantine/core';
import { useSiteInfo } from '../../api/site';
import { Section, StaticPage } from '../../ui/StaticPage';
import { useProductName } from '../../ui/useProductName';
import { planPrice } from '../billing/subscription-rules';

export function TermsPage() {
  const { data: site } = useSiteInfo();
  const productName = useProductName();
  return (
    <StaticPage
      title="Terms of Service"
      intro={`Last updated: 22 November 2026. Please read these terms before using ${productName}.`}
    >
      <Section title="Acceptance of Terms">
        <Text>
          By creating an account or using {productName} (the website, the app and its API) you agree to these
          Terms of Service and to our Privacy Policy. If you do not agree, do not use the service. We may
          update these terms; when we make a material change we will tell you in the app or by e-mail before
          it takes effect, and continuing to use the service afterwards means you accept the updated terms.
        </Text>
        <Text>
          You must be at least 13 years old, and old enough to enter a contract where you live, to subscribe.
        </Text>
      </Section>
      <Section title="Subscription Services">
        <List spacing="xs">
          <List.Item>
            New accounts receive a free trial of one year with full access to the card decks and tools.
          </List.Item>
          <List.Item>
            After the trial, access continues with an annual subscription of{' '}
            {site ? planPrice(site.plan) : <Loader size="xs" type="dots" aria-label="Loading the price" />},
            billed through our payment provider. The subscription renews each year until you cancel.
          </List.Item>
          <List.Item>
            You can cancel at any time from Manage subscription; access continues until the end of the period
            you paid for. Payments are not refunded for partial periods except where the law requires it.
          </List.Item>
          <List.Item>
            Promo codes extend a trial or subscription as stated when they are issued, and have no cash value.
          </List.Item>
        </List>
      </Section>
      <Section title="User Content">
        <Text>
          Notes, links, teams and practice records you create remain yours. You grant us only the permission
          needed to store them and show them to you. Anonymous, aggregated practice totals (for example how
          often a card is practised) appear in Global Statistics without identifying you.
        </Text>
        <Text>
          Do not store content that is unlawful or that you have no right to share. You can delete your app
          data, or your whole account, at any time from the Delete Account page.
        </Text>
      </Section>
      <Section title="Intellectual Property">
        <Text>
          The instruction cards, diagrams, texts, videos we publish and the software are owned by{' '}
          {productName} or its licensors and are protected by copyright. Your subscription gives you a
          personal, non-transferable licence to use them for your own practice. Copying, redistributing,
          scraping or reselling the card content is not allowed.
        </Text>
      </Section>
    </StaticPage>
  );
}
