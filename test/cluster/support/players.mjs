// Players for the scenarios: signed up through the API (through the balancer or at one replica),
// each sign-up from a loopback address of its own (127.0.<block>.<n>), so the per-address sign-up
// limits see many players, as they would in production.
import { randomUUID } from 'node:crypto';
import { expectStatus } from './http.mjs';

export const PASSWORD = 'corner-pocket-cluster-42';

let addressCounter = 0;

/** A loopback address not used by an earlier call (127.0.10.1, 127.0.10.2, … 127.0.250.250). */
export function nextAddress() {
  addressCounter += 1;
  return `127.0.${10 + Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`;
}

/** A new player: signs up at `base`; resolves with { email, password, id, session }. */
export async function signUp(base, label) {
  const email = `${label}-${randomUUID().slice(0, 8)}@cluster.test`;
  const { body } = await expectStatus(base, '/api/v1/auth/sign-up', {
    json: { email, password: PASSWORD },
    localAddress: nextAddress(),
  });
  return { email, password: PASSWORD, id: body.user.id, session: body };
}

/** A new session of the player (another device): signs in at `base`. */
export async function signIn(base, player, password = player.password) {
  const { body } = await expectStatus(base, '/api/v1/auth/sign-in', {
    json: { email: player.email, password },
    localAddress: nextAddress(),
  });
  return body;
}

/** `count` players signed up at `base`, a few at a time. */
export async function signUpMany(base, label, count) {
  const players = [];
  for (let i = 0; i < count; i += 5)
    players.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, count - i) }, (_, j) => signUp(base, `${label}${i + j}`)),
      )),
    );
  return players;
}
