import { Anchor, List, Text } from '@mantine/core';
import { useSiteInfo } from '../../api/site';
import { Section, StaticPage } from '../../ui/StaticPage';

export function PrivacyPage() {
  const { data: site } = useSiteInfo();
  const email = site?.contact.supportEmail;
  return (
    <StaticPage
      title="Privacy Policy"
      intro="Last updated: 22 November 2026. We collect as little as we can and never sell your data."
    >
      <Section title="Information We Collect">
        <List spacing="xs">
          <List.Item>
            Account data: your e-mail address and a securely hashed password (we never see the password
            itself).
          </List.Item>
          <List.Item>
            Practice data: the cards you practise, successes and misses per day, session lengths and
            achievements.
          </List.Item>
          <List.Item>Content you create: saved cards, notes, links, teams and players.</List.Item>
          <List.Item>
            The country of a practice session, derived on our server from your IP address; the IP address
            itself is not stored with your practice records.
          </List.Item>
          <List.Item>
            Subscription status. Card details are entered on our payment provider's pages and never reach our
            servers.
          </List.Item>
        </List>
      </Section>
      <Section title="How We Use It">
        <Text>
          To run the service: sign you in, show your cards, progress and tools, manage your trial and
          subscription, send the e-mails you need (confirmation, password reset, trial reminders) and, if you
          allow them, notifications. We compute anonymous global statistics from practice totals. We do not
          sell or rent personal data and do not use it for third-party advertising.
        </Text>
      </Section>
      <Section title="Data Security">
        <Text>
          Traffic is encrypted in transit. Passwords are hashed with Argon2id, sessions use short-lived signed
          tokens, and every request for personal data is checked against its owner on the server. You can
          delete your app data or your whole account at any time from the Delete Account page; deleted data is
          removed from our database.
        </Text>
      </Section>
      <Section title="Contact">
        <Text>
          Questions about your data or this policy? Write to{' '}
          {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : 'our support team'} or use the Contact
          Us page.
        </Text>
      </Section>
    </StaticPage>
  );
}
