import { Anchor, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBuildingStore,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../api/site';
import { Section, StaticPage } from '../../ui/StaticPage';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

export function ContactPage() {
  const { data: site, isPending, isError } = useSiteInfo();
  return (
    <StaticPage
      title="Contact Us"
      intro="Questions about the cards, your subscription or your account? We read every message and usually answer within one business day."
    >
      <Section title="Get in touch">
        {isPending && <Loader size="sm" aria-label="Loading contact details" />}
        {isError && <Text c="red">The contact details could not be loaded. Please try again later.</Text>}
        {site && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ContactLine icon={<IconMail size={18} />} label="Support e-mail">
              <Anchor href={`mailto:${site.contact.supportEmail}`}>{site.contact.supportEmail}</Anchor>
            </ContactLine>
            <ContactLine icon={<IconPhone size={18} />} label="Phone">
              <Anchor href={`tel:${site.contact.supportPhone.replace(/[^+\d]/g, '')}`}>
                {site.contact.supportPhone}
              </Anchor>
            </ContactLine>
            <ContactLine icon={<IconBuildingStore size={18} />} label="Online store (physical card decks)">
              <Anchor href={site.contact.storeUrl} target="_blank" rel="noopener noreferrer">
                Visit the store
              </Anchor>
            </ContactLine>
            <ContactLine icon={<IconBrandFacebook size={18} />} label="Facebook">
              <Anchor href={site.contact.facebookUrl} target="_blank" rel="noopener noreferrer">
                Follow us on Facebook
              </Anchor>
            </ContactLine>
            <ContactLine icon={<IconBrandInstagram size={18} />} label="Instagram">
              <Anchor href={site.contact.instagramUrl} target="_blank" rel="noopener noreferrer">
                Follow us on Instagram
              </Anchor>
            </ContactLine>
          </SimpleGrid>
        )}
      </Section>
      <Section title="Before you write">
        <Text>
          For billing questions, include the e-mail address of your account. To change or cancel your
          subscription yourself, open the Subscription dialog from the header and choose Manage subscription.
        </Text>
      </Section>
    </StaticPage>
  );
}
