import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUp, sql, uniqueEmail } from './support.js';

/**
 * Chromium cannot make a real push subscription here: a Playwright context is incognito-like
 * (`PushManager.subscribe` rejects 'permission denied'), and a persistent profile would need
 * Google's push service (it waits for ever offline). So the page's PushManager is replaced by one
 * that makes a subscription as a push service would — a real P-256 key pair and auth secret, and
 * an endpoint on a local push service of this test (the e2e server accepts it with
 * PUSH_ALLOW_PRIVATE_ENDPOINTS). The server then really encrypts, signs and POSTs to that
 * endpoint; the service worker gets its push from the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as a push service would deliver it.
 */
function stubPushManager(endpointBase: string) {
  const STORE = 'e2e-push-subscription';
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const bytes = (value: string) =>
    Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  type Stored = { endpoint: string; p256dh: string; auth: string; key: string };
  const fake = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(stored.key).buffer },
    getKey: (name: 'p256dh' | 'auth') => bytes(stored[name]).buffer,
    toJSON: () => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      keys: { p256dh: stored.p256dh, auth: stored.auth },
    }),
    unsubscribe: () => {
      localStorage.removeItem(STORE);
      return Promise.resolve(true);
    },
  });
  const load = () => {
    const raw = localStorage.getItem(STORE);
    return raw ? fake(JSON.parse(raw) as Stored) : null;
  };
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(load() as unknown as PushSubscription | null);
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    if (Notification.permission !== 'granted')
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    if (!options?.userVisibleOnly) throw new DOMException('userVisibleOnly is required', 'NotAllowedError');
    const existing = load();
    if (existing) return existing;
    const server = options.applicationServerKey;
    const key =
      typeof server === 'string'
        ? server
        : b64(server instanceof ArrayBuffer ? server : new Uint8Array(server!.buffer));
    if (bytes(key).length !== 65)
      throw new DOMException('Invalid applicationServerKey', 'InvalidAccessError');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const stored: Stored = {
      endpoint: `${endpointBase}/${crypto.randomUUID()}`,
      p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      key,
    };
    localStorage.setItem(STORE, JSON.stringify(stored));
    return fake(stored);
  };
}

/** A local push service: answers 201 Created to every push and keeps what it was sent. */
interface PushService {
  base: string;
  received: { path: string; headers: IncomingHttpHeaders; bytes: number }[];
  close: () => Promise<void>;
}

async function startPushService(): Promise<PushService> {
  const received: PushService['received'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        bytes: Buffer.concat(chunks).length,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/push`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the service worker controls the page (as pwa.spec.ts does). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** A player's browser that allows notifications and has the stand-in PushManager. */
async function playerContext(context: BrowserContext, push: PushService): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(stubPushManager, push.base);
}

async function enableNotifications(page: Page): Promise<void> {
  await page.goto('/account/security');
  const toggle = page.getByRole('switch', { name: 'Enable notifications' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  // the switch turns on once the browser and the server have the subscription: click, then wait
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Notifications enabled')).toBeVisible();
}

const subscriptionsOf = async (email: string) =>
  (
    await sql(
      'select endpoint, channel, p256dh, auth from push_subscriptions where user_id = (select id from users where email = $1)',
      [email],
    )
  ).rows as { endpoint: string; channel: string }[];

/** Delivers a push to the page's service worker through the DevTools protocol. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data,
  });
  await cdp.detach();
}

async function signUpAdmin(page: Page): Promise<string> {
  const email = await signUp(page, uniqueEmail('admin'));
  await sql(
    "insert into user_roles (id, user_id, role, created_at) select gen_random_uuid(), id, 'admin', now() from users where email = $1",
    [email],
  );
  await page.reload();
  return email;
}

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push.close();
});

test('a player turns notifications on and off; a push shows a notification', async ({ page, context }) => {
  await playerContext(context, push);
  const email = await signUp(page);
  await controlledByServiceWorker(page);

  await enableNotifications(page);
  await expect(page.getByTestId('notifications-channel')).toHaveText('On in this browser.');
  // the subscription reached the server, as made in a browser tab
  const stored = (await subscriptionsOf(email))[0]!;
  expect(stored.channel).toBe('web');
  expect(stored.endpoint.startsWith(push.base)).toBe(true);
  const mine = await page.evaluate(
    async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint,
  );
  expect(stored.endpoint).toBe(mine);

  // the service worker shows a broadcast as the server sends it
  await deliverPush(
    page,
    JSON.stringify({ title: 'League night', body: 'Tables open at 7', url: '/progress', tag: 'broadcast' }),
  );
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
          icon: n.icon,
        })),
      ),
    )
    .toEqual([
      {
        title: 'League night',
        body: 'Tables open at 7',
        tag: 'broadcast',
        url: '/progress',
        icon: `${new URL(page.url()).origin}/icons/icon-192.png`,
      },
    ]);

  // still on after a reload; off unsubscribes on both sides
  await page.reload();
  const toggle = page.getByRole('switch', { name: 'Enable notifications' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => subscriptionsOf(email)).toEqual([]);
  expect(
    await page.evaluate(
      async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null,
    ),
  ).toBe(true);
});

test('blocked notifications: the switch explains instead of asking', async ({ page }) => {
  await signUp(page);
  await controlledByServiceWorker(page);
  // what a browser answers once the player has blocked the site
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  await page.goto('/account/security');
  await expect(page.getByText('Notifications are blocked')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable notifications' })).toBeDisabled();
});

test('an admin sends a web broadcast to a selected player, who finds it in the inbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const playerContextOf = await browser.newContext();
  await playerContext(playerContextOf, push);
  const player = await playerContextOf.newPage();
  const playerEmail = await signUp(player);
  await controlledByServiceWorker(player);
  await enableNotifications(player);
  const subscription = (await subscriptionsOf(playerEmail))[0]!;
  const bell = player.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await signUpAdmin(page);
  await page.goto('/admin/web-broadcast');
  await expect(page.getByRole('heading', { name: 'Web Broadcast', level: 1 })).toBeVisible();
  await expect(page.getByLabel('URL')).toHaveValue('/');
  const send = page.getByRole('button', { name: 'Send' });

  // Selected users with nobody selected cannot be sent: it never becomes everyone
  await page.getByRole('radio', { name: 'Selected users' }).check();
  await expect(send).toBeDisabled();
  const addByEmail = page.getByLabel('Add user by email');
  await addByEmail.fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User not found')).toBeVisible();
  await expect(page.getByText('No user found with that email address')).toBeVisible();
  await addByEmail.fill(playerEmail.toUpperCase());
  await addByEmail.press('Enter'); // adds the user; never sends
  await expect(page.getByText('User added')).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('1 user selected');
  await addByEmail.fill(playerEmail);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Already selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: playerEmail })).toBeChecked();
  await expect(send).toBeEnabled();

  // changing the type clears the selection and hides the list
  await page.getByRole('radio', { name: 'All users' }).check();
  await page.getByRole('radio', { name: 'Selected users' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText(/Nobody selected/);
  await expect(page.getByTestId('recipient-list')).toBeHidden();
  await expect(send).toBeDisabled();

  // Load Users lists them (in a list that scrolls at 24rem); the player is picked from it
  await page.getByRole('button', { name: 'Load Users' }).click();
  const list = page.getByTestId('recipient-list');
  await expect(list).toBeVisible();
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(
    await page.evaluate(() => `${24 * parseFloat(getComputedStyle(document.documentElement).fontSize)}px`),
  );
  const playerRow = page.getByRole('checkbox', { name: playerEmail });
  const listed = list.getByRole('checkbox');
  // the player may be past the first page: load the next one, and wait for it, until it is listed
  while (!(await playerRow.count())) {
    const before = await listed.count();
    await page.getByRole('button', { name: /^Load more/ }).click();
    await expect.poll(() => listed.count()).toBeGreaterThan(before);
  }
  await playerRow.check();
  await expect(page.getByTestId('selected-count')).toHaveText('1 user selected');

  // title and message are required
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Title and message are required' })).toHaveText(
    'Title and message are required',
  );
  const title = `Tournament ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Sign-ups close on Friday.');
  await page.getByLabel('URL').fill('/progress');
  const before = push.received.length;
  await send.click();
  await expect(page.getByText('Broadcast sent to 1 users successfully')).toBeVisible();
  // the server encrypted and signed the push for the player's subscription
  const delivered = push.received.slice(before);
  expect(delivered.map((p) => p.path)).toEqual([new URL(subscription.endpoint).pathname]);
  const [{ headers }] = delivered as [PushService['received'][number]];
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(headers.authorization).toMatch(/^vapid t=.+, k=.+/);
  expect(Number(headers.ttl)).toBeGreaterThan(0);
  // the form starts over
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'All users' })).toBeChecked();

  // the history lists it with its counts
  await page.goto('/admin/broadcasts');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Web');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // recipients
  await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // delivered
  await expect(row.getByRole('cell').nth(5)).toHaveText('0'); // failed

  // the player's bell counts it (it asks when the window gets the focus back, and every minute)
  await player.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const inbox = player.getByRole('dialog', { name: 'Notifications' });
  const item = inbox.getByTestId('inbox-item').filter({ hasText: title });
  await expect(item).toContainText('Sign-ups close on Friday.');
  await expect(item).toContainText('just now');
  // opening it marks it read and goes to its page
  await item.getByRole('link').click();
  await expect(player).toHaveURL(/\/progress$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // an app broadcast reaches every player's inbox; 'Mark all as read' clears the count
  await page.goto('/admin/app-broadcast');
  await page.getByLabel('Title').fill(`${title} (app)`);
  await page.getByLabel('Message').fill('Doors open at 6.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('App Broadcast sent to all user successfully.')).toBeVisible();
  await player.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(inbox.getByTestId('inbox-item').first()).toContainText(`${title} (app)`);
  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(inbox.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await playerContextOf.close();
});
