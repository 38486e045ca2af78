// Rate limits are kept in PostgreSQL: failed sign-ins on one e-mail from one address are refused at
// the same attempt whether they all reach one replica, go round the three, or pass the balancer.
import { SIGN_IN_LIMITS } from '../../../dist/src/modules/auth/sign-in-throttle.js';
import { check } from '../support/assert.mjs';
import { request } from '../support/http.mjs';
import { nextAddress, signUp } from '../support/players.mjs';

/** Wrong-password sign-ins from `address`, the i-th sent to targets[i % n], until one is refused (429). */
async function attemptsUntilRefused(targets, email, address) {
  const most = SIGN_IN_LIMITS.emailAtAddress.limit * 3;
  for (let attempt = 1; attempt <= most; attempt++) {
    const target = targets[(attempt - 1) % targets.length];
    const res = await request(target.url, '/api/v1/auth/sign-in', {
      json: { email, password: 'not-the-password-1' },
      localAddress: address,
    });
    if (res.status === 429) return attempt;
    check(res.status === 400, `a wrong password at ${target.name} answered ${res.status}`);
  }
  throw new Error(`${most} wrong passwords were never refused`);
}

export async function rateLimits(cluster) {
  const { balancer, replicas } = cluster;
  const [alone, spread, balanced] = await Promise.all(
    ['one', 'spread', 'balanced'].map((label) => signUp(balancer.url, `limit-${label}`)),
  );
  const onOne = await attemptsUntilRefused([replicas[0]], alone.email, nextAddress());
  const onAll = await attemptsUntilRefused(replicas, spread.email, nextAddress());
  const viaBalancer = await attemptsUntilRefused(
    [{ name: 'the balancer', url: balancer.url }],
    balanced.email,
    nextAddress(),
  );
  const expected = SIGN_IN_LIMITS.emailAtAddress.limit + 1;
  check(onOne === expected, `one replica refused attempt ${onOne} (expected ${expected})`);
  check(onAll === onOne, `spread over the replicas, attempt ${onAll} was refused; on one, attempt ${onOne}`);
  check(viaBalancer === onOne, `through the balancer, attempt ${viaBalancer} was refused; on one, ${onOne}`);
  return [
    `wrong passwords for one e-mail from one address refused (429) at attempt ${onOne} on one replica, ` +
      `${onAll} spread over ${replicas.length} replicas, ${viaBalancer} through the balancer (limit ${SIGN_IN_LIMITS.emailAtAddress.limit})`,
  ];
}
