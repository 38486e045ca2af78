import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCards,
  IconChartLine,
  IconCreditCard,
  IconExternalLink,
  IconHome,
  IconMail,
  IconPhone,
  IconRobot,
  IconTarget,
  IconTools,
  IconTrophy,
  IconVideo,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../api/site';
import { Section } from '../../ui/StaticPage';
import { usePageTitle } from '../../ui/usePageTitle';
import { useProductName } from '../../ui/useProductName';
import { useSubscription } from '../billing/SubscriptionProvider';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconCards size={20} />,
    title: 'Two decks, 104 cards',
    text: 'A black deck of 52 kick shots and a red deck of 52 position-play shots, each card with its diagram and coaching. Search them and save your favourites.',
  },
  {
    icon: <IconTarget size={20} />,
    title: 'Practice tracking',
    text: 'Record every attempt as a Success or a Miss: your attempts and successes are kept per card and per day.',
  },
  {
    icon: <IconTrophy size={20} />,
    title: 'Achievements',
    text: 'Milestones earned as your practice adds up.',
  },
  {
    icon: <IconVideo size={20} />,
    title: 'Practice videos',
    text: 'Videos of the shots, for the cards that have them.',
  },
  {
    icon: <IconChartLine size={20} />,
    title: 'Progress and global statistics',
    text: 'Your success rates, most practiced shots and sessions, and which shots all players practice most.',
  },
  {
    icon: <IconTools size={20} />,
    title: 'Tools for the table',
    text: 'Private notes, links & media, a timeout timer and a coin flip to decide who breaks.',
  },
  {
    icon: <IconRobot size={20} />,
    title: 'AI help',
    text: 'A lineup advisor for team matches and an AI pool coach to answer your questions.',
  },
];

/** The free trial as a badge says it: 'One-year free trial', '30-day free trial'. */
export function trialLabel(days: number): string {
  return days === 365 ? 'One-year free trial' : `${days}-day free trial`;
}

const steps = (trial: string) => [
  'Sign up with your e-mail address.',
  `Your ${trial.charAt(0).toLowerCase()}${trial.slice(1)} starts: every card and tool is open.`,
  'Browse the black and red decks.',
  'Practice a shot and tap Success or Miss for each attempt.',
  'See your progress grow, shot by shot.',
];

/** A line of contact details: an icon, what it is, and the link (a skeleton of its size until known). */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

function LineSkeleton({ width }: { width: number }) {
  return <Skeleton h={24} w={width} maw="100%" radius="sm" />;
}

/** /about: what the app is for, what it offers, how it works, and how to reach us. */
export function AboutPage() {
  usePageTitle('About');
  const productName = useProductName();
  const { data: site, isPending, isError } = useSiteInfo();
  const { openDialog } = useSubscription();

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>About {productName}</Title>
          <Group gap="xs" mt={6} mih={26}>
            {site ? (
              <Badge variant="outline" size="lg" tt="none" data-testid="app-version">
                Version {site.version}
              </Badge>
            ) : isPending ? (
              <Skeleton h={26} w={120} radius="xl" />
            ) : (
              <Text size="sm" c="dimmed">
                The version could not be loaded.
              </Text>
            )}
          </Group>
        </div>

        <Section title="Our mission">
          <Text>
            {productName} helps pool players get out of trouble and get shape: kick shots and position play,
            learned one card at a time and practiced until they hold up in a match.
          </Text>
          <Text>
            Every card shows the shot and how to play it, and the app keeps count of your attempts, so you see
            what already works and what needs more time at the table.
          </Text>
        </Section>

        <Section title="What you get">
          <Group gap="xs">
            {site ? (
              <Badge variant="light" size="lg" tt="none">
                {trialLabel(site.trialDays)}
              </Badge>
            ) : (
              isPending && <Skeleton h={26} w={150} radius="xl" />
            )}
            {site ? (
              <Badge variant="light" size="lg" tt="none" data-testid="price-badge">
                {site.plan.priceLabel} a year
              </Badge>
            ) : (
              isPending && <Skeleton h={26} w={120} radius="xl" />
            )}
            <Badge variant="light" size="lg" tt="none">
              104 instruction cards
            </Badge>
            <Badge variant="light" size="lg" tt="none">
              Practice tracking
            </Badge>
          </Group>
          <Text>
            Try everything free during the trial. After it, one annual subscription keeps both decks, your
            practice records and every tool open.
          </Text>
          <Group>
            <Button variant="light" leftSection={<IconCreditCard size={16} />} onClick={openDialog}>
              View plan
            </Button>
          </Group>
        </Section>

        <Section title="Key features">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            {FEATURES.map((feature) => (
              <Group key={feature.title} wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  {feature.icon}
                </ThemeIcon>
                <div>
                  <Title order={3} size="h5">
                    {feature.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {feature.text}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
        </Section>

        <Section title="How it works">
          <List type="ordered" spacing="xs">
            {steps(trialLabel(site?.trialDays ?? 365)).map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Section>

        <Section title="Contact">
          <Text>Questions about the cards, your subscription or your account? Write or call us.</Text>
          {isError && (
            <Text c="var(--mantine-color-red-text)">
              The contact details could not be loaded. Please try again later.
            </Text>
          )}
          {!isError && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ContactLine icon={<IconMail size={18} />} label="E-mail">
                {site ? (
                  <Anchor href={`mailto:${site.contact.supportEmail}`} style={{ overflowWrap: 'anywhere' }}>
                    {site.contact.supportEmail}
                  </Anchor>
                ) : (
                  <LineSkeleton width={200} />
                )}
              </ContactLine>
              <ContactLine icon={<IconPhone size={18} />} label="Phone">
                {site ? (
                  <Anchor href={`tel:${site.contact.supportPhone.replace(/[^+\d]/g, '')}`}>
                    {site.contact.supportPhone}
                  </Anchor>
                ) : (
                  <LineSkeleton width={150} />
                )}
              </ContactLine>
            </SimpleGrid>
          )}
        </Section>

        <Section title="The cards in your hand">
          <Text>Prefer cards you can hold at the table? The printed decks are sold in our online store.</Text>
          <div>
            {site ? (
              <Button
                component="a"
                href={site.contact.storeUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                Visit the store
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            ) : (
              isPending && <Skeleton h={36} w={170} radius="md" />
            )}
          </div>
        </Section>

        <Group justify="center">
          <Button component={Link} to="/" variant="default" leftSection={<IconHome size={16} />}>
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
