// Sessions across replicas: a player signs up through the balancer and uses the session on every
// replica; a sign-out on one replica is refused by the others within the documented window; a
// password change ends the player's other sessions everywhere.
import { check, seconds } from '../support/assert.mjs';
import { expectStatus, request } from '../support/http.mjs';
import { nextAddress, signIn, signUp } from '../support/players.mjs';
import { sleep } from '../support/processes.mjs';

/**
 * How long a replica may go on accepting a signed-out session's access token: each replica
 * remembers for up to 15 s that a session is live (docs/operations.md, Scaling out).
 */
export const SIGN_OUT_WINDOW_MS = 15_000;

const me = (replica, token) => request(replica.url, '/api/v1/auth/me', { token });

/**
 * Polls every replica with `token` from `since` until each refuses it (401), checking that no
 * request sent SIGN_OUT_WINDOW_MS or more after `since` was accepted. Resolves with each replica's
 * time to its first refusal (ms after `since`).
 */
async function refusedEverywhere(replicas, token, since) {
  const times = await Promise.all(
    replicas.map(async (replica) => {
      for (;;) {
        const sent = Date.now();
        const res = await me(replica, token);
        if (res.status === 401) return sent - since;
        check(res.status === 200, `${replica.name} answered ${res.status} to a session being ended`);
        check(
          sent - since < SIGN_OUT_WINDOW_MS,
          `${replica.name} still accepted the ended session ${seconds(sent - since)} after it ended`,
        );
        await sleep(250);
      }
    }),
  );
  return Object.fromEntries(replicas.map((replica, i) => [replica.name, times[i]]));
}

const describe = (times) =>
  Object.entries(times)
    .map(([name, ms]) => `${name} ${seconds(ms)}`)
    .join(', ');

async function signOutEverywhere(cluster) {
  const { balancer, replicas } = cluster;
  const player = await signUp(balancer.url, 'session');
  // the sign-up's session, used straight at every replica
  for (const replica of replicas) {
    const res = await me(replica, player.session.accessToken);
    check(res.status === 200 && res.body.id === player.id, `${replica.name} refused the new session`);
  }
  // its refresh token rotated at another replica, the new access token used at a third
  const [first, second, third] = replicas;
  const { body: rotated } = await expectStatus(second.url, '/api/v1/auth/token', {
    json: { refreshToken: player.session.refreshToken },
    localAddress: nextAddress(),
  });
  check((await me(third, rotated.accessToken)).status === 200, `${third.name} refused the rotated session`);
  for (const replica of replicas) await me(replica, rotated.accessToken); // every replica now remembers it live

  await expectStatus(
    first.url,
    '/api/v1/auth/sign-out',
    { json: { refreshToken: rotated.refreshToken }, token: rotated.accessToken },
    204,
  );
  const signedOut = Date.now();
  check((await me(first, rotated.accessToken)).status === 401, `${first.name} accepted its own sign-out`);
  for (const replica of replicas) {
    const res = await request(replica.url, '/api/v1/auth/token', {
      json: { refreshToken: rotated.refreshToken },
      localAddress: nextAddress(),
    });
    check(res.status === 401, `${replica.name} rotated a signed-out refresh token (${res.status})`);
  }
  return refusedEverywhere(replicas, rotated.accessToken, signedOut);
}

async function passwordChangeEverywhere(cluster) {
  const { balancer, replicas } = cluster;
  const player = await signUp(balancer.url, 'password');
  const other = await signIn(balancer.url, player); // the player's other device
  for (const replica of replicas)
    check(
      (await me(replica, other.accessToken)).status === 200,
      `${replica.name} refused the second session`,
    );
  const newPassword = 'bank-shot-changed-77';
  await expectStatus(replicas[0].url, '/api/v1/auth/password', {
    method: 'PUT',
    json: { currentPassword: player.password, password: newPassword },
    token: player.session.accessToken,
  });
  const changed = Date.now();
  for (const replica of replicas) {
    const refresh = await request(replica.url, '/api/v1/auth/token', {
      json: { refreshToken: other.refreshToken },
      localAddress: nextAddress(),
    });
    check(refresh.status === 401, `${replica.name} rotated the other device's token after the change`);
    const old = await request(replica.url, '/api/v1/auth/sign-in', {
      json: { email: player.email, password: player.password },
      localAddress: nextAddress(),
    });
    check(old.status === 400, `${replica.name} answered ${old.status} to the old password (expected 400)`);
    const fresh = await request(replica.url, '/api/v1/auth/sign-in', {
      json: { email: player.email, password: newPassword },
      localAddress: nextAddress(),
    });
    check(fresh.status === 200, `${replica.name} answered ${fresh.status} to the new password`);
  }
  return refusedEverywhere(replicas, other.accessToken, changed);
}

export async function sessions(cluster) {
  // both windows run at once
  const [signOut, password] = await Promise.all([
    signOutEverywhere(cluster),
    passwordChangeEverywhere(cluster),
  ]);
  return [
    'sign-up through the balancer; its session accepted by every replica, rotated at one, used at another',
    `sign-out at replica1: its refresh token refused by all at once; access token refused after ${describe(signOut)} (window ${seconds(SIGN_OUT_WINDOW_MS)})`,
    `password change at replica1: old password refused and new one accepted by all; the other device refused after ${describe(password)}`,
  ];
}
