import type { Factor } from '../../api/types';
import { DELETION, factorsToVerify, isConfirmed } from './delete-rules';

const factor = (id: string, status: Factor['status']): Factor => ({
  id,
  friendlyName: `Phone ${id}`,
  factorType: 'totp',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('isConfirmed', () => {
  it('needs exactly DELETE DATA for the data and exactly DELETE for the account', () => {
    expect(isConfirmed('data', 'DELETE DATA')).toBe(true);
    expect(isConfirmed('account', 'DELETE')).toBe(true);
  });

  it('refuses anything else: another word, another case, spaces around it, nothing', () => {
    for (const typed of [
      '',
      'DELETE',
      'delete data',
      'Delete Data',
      ' DELETE DATA',
      'DELETE DATA ',
      'DELETE  DATA',
    ])
      expect(isConfirmed('data', typed)).toBe(false);
    for (const typed of ['', 'delete', 'DELETE DATA', 'DELETE ', ' DELETE', 'DELET'])
      expect(isConfirmed('account', typed)).toBe(false);
  });

  it('words the missing confirmation as the spec does', () => {
    expect(DELETION.data.notConfirmed).toBe("Please type 'DELETE DATA' to confirm data deletion.");
    expect(DELETION.account.notConfirmed).toBe("Please type 'DELETE' to confirm account deletion.");
  });
});

describe('factorsToVerify', () => {
  const factors = [factor('a', 'verified'), factor('b', 'unverified'), factor('c', 'verified')];

  it('asks for a code of a verified authenticator when the session is aal1', () => {
    expect(factorsToVerify(factors, { aal: 'aal1' }).map((f) => f.id)).toEqual(['a', 'c']);
  });

  it('asks nothing of a session verified with an authenticator', () => {
    expect(factorsToVerify(factors, { aal: 'aal2' })).toEqual([]);
  });

  it('asks nothing of an account without a verified authenticator', () => {
    expect(factorsToVerify([factor('b', 'unverified')], { aal: 'aal1' })).toEqual([]);
    expect(factorsToVerify(undefined, { aal: 'aal1' })).toEqual([]);
    expect(factorsToVerify([], null)).toEqual([]);
  });
});
