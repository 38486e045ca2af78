import { redactedJson } from './audit-user-data.js';

const ID = '0b6c1f5e-8d4a-4a57-9f0e-3c2b1a0d9e8f';
const EMAIL = 'alice+pool@example.com';

describe('redactedJson: an audit entry’s changed fields without a deleted account', () => {
  it('replaces the id and the e-mail wherever they are, in any case, keeping everything else', () => {
    expect(
      redactedJson(
        {
          userEmail: 'Alice+Pool@Example.com',
          extensionMonths: 3,
          used: false,
          userIds: [ID, 'someone-else'],
          nested: { note: `issued to ${EMAIL} by support`, [ID]: true },
          none: null,
        },
        [ID, EMAIL],
      ),
    ).toEqual({
      userEmail: '(deleted account)',
      extensionMonths: 3,
      used: false,
      userIds: ['(deleted account)', 'someone-else'],
      nested: { note: 'issued to (deleted account) by support', '(deleted account)': true },
      none: null,
    });
  });

  it('reads the e-mail literally, not as a pattern', () => {
    expect(redactedJson({ a: 'aliceXpool@exampleYcom' }, ['alice.pool@example.com'])).toEqual({
      a: 'aliceXpool@exampleYcom',
    });
  });

  it('leaves null (a create has no before, a delete no after) and unrelated values alone', () => {
    expect(redactedJson(null, [ID, EMAIL])).toBeNull();
    expect(redactedJson({ role: 'user' }, [ID, EMAIL])).toEqual({ role: 'user' });
  });
});
