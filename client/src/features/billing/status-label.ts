// Apart from subscription-rules (which the header loads with the first page): only the Subscription
// dialog names a raw status.

/** A subscription status as the header names it: 'Active', 'Trial', 'Inactive'. */
export function statusLabel(status: string): string {
  const labels: Readonly<Record<string, string>> = {
    active: 'Active',
    trialing: 'Trial',
    inactive: 'Inactive',
  };
  return labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}
