import CampaignIcon from '@mui/icons-material/Campaign';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Title } from 'react-admin';
import { ADMIN_API, httpClient } from './http';

interface DashboardCard {
  title: string;
  description: string;
  icon: ReactNode;
  links: { to: string; label: string }[];
}

/** The four cards of the admin dashboard, each to its screens. */
const CARDS: DashboardCard[] = [
  {
    title: 'User Management',
    description: 'Search users, filter by trial, edit trial end dates and roles.',
    icon: <PeopleIcon />,
    links: [{ to: '/admin/users', label: 'Manage Users' }],
  },
  {
    title: 'App Broadcast',
    description: 'Send a push notification to every app user.',
    icon: <CampaignIcon />,
    links: [{ to: '/admin/app-broadcast', label: 'App Broadcast' }],
  },
  {
    title: 'Content Management',
    description: 'Practice videos of each card and the featured public links.',
    icon: <VideoLibraryIcon />,
    links: [
      { to: '/admin/videos', label: 'Practice Videos' },
      { to: '/admin/links', label: 'Public Links' },
    ],
  },
  {
    title: 'System Settings',
    description: 'App configuration and promo codes.',
    icon: <SettingsIcon />,
    links: [
      { to: '/admin/config', label: 'Configuration' },
      { to: '/admin/promo-codes', label: 'Promo Codes' },
    ],
  },
];

/** `databaseConnected` → 'Database connected'. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => JSON.stringify(v)).join(', ');
  return JSON.stringify(value);
}

/** Nested objects (database: {connected, version, …}) become one row per leaf. */
function rows(facts: Record<string, unknown>, prefix = ''): [string, ReactNode][] {
  return Object.entries(facts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? rows(value as Record<string, unknown>, `${prefix}${humanize(key)}: `)
      : [[`${prefix}${humanize(key)}`, display(value)] as [string, ReactNode]],
  );
}

/** System Information: measured by the server (`GET /api/v1/admin/system`), not hard-coded. */
function SystemInformation() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['admin', 'system'],
    queryFn: async () => (await httpClient(`${ADMIN_API}/system`)).json as Record<string, unknown>,
  });
  return (
    <Card component="section" aria-labelledby="system-information">
      <CardHeader
        title="System Information"
        slotProps={{ title: { id: 'system-information', component: 'h2' } }}
      />
      <CardContent>
        {isPending && <CircularProgress size={24} aria-label="Loading system information" />}
        {isError && <Alert severity="error">Failed to fetch system information</Alert>}
        {data && (
          <Table size="small" data-testid="system-information">
            <TableBody>
              {rows(data).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'grid', gap: 2 }}>
      <Title title="Admin Dashboard" />
      <Typography variant="h5" component="h1">
        Admin Dashboard
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {CARDS.map((card) => (
          <Card key={card.title} component="section" aria-label={card.title}>
            <CardHeader
              avatar={card.icon}
              title={card.title}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {card.description}
              </Typography>
            </CardContent>
            <CardActions>
              {card.links.map((link) => (
                <Button key={link.to} component={Link} to={link.to} size="small">
                  {link.label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Box>
      <SystemInformation />
    </Box>
  );
}
