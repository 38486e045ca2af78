import { randomUUID } from 'node:crypto';
import { AUTH, enrollFactor, useAuthTestApp } from '../support/auth-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

type FieldError = { field: string; message: string };

const byFieldThenMessage = (a: FieldError, b: FieldError) =>
  a.field.localeCompare(b.field) || a.message.localeCompare(b.message);

const MIN_PASSWORD = 'Password must be at least 6 characters';
const CODE_MESSAGE = 'must be the 6-digit code of the authenticator app or a recovery code (xxxxx-xxxxx)';

describe('auth: every 400 for a bad request names the field and the reason', () => {
  const t = useAuthTestApp();
  let user: TestUser;
  let factorId: string;

  beforeAll(async () => {
    user = await newUser(t.app);
    factorId = (await enrollFactor(t, user.session.accessToken)).json().id;
  });

  const cases: {
    name: string;
    method: 'POST' | 'PUT';
    path: () => string;
    payload: Record<string, unknown>;
    errors: FieldError[];
  }[] = [
    {
      name: 'sign-up: bad e-mail, numeric password',
      method: 'POST',
      path: () => 'sign-up',
      payload: { email: 'x', password: 5 },
      errors: [
        { field: 'email', message: 'must be a valid e-mail address' },
        { field: 'password', message: 'must be a string' },
        { field: 'password', message: MIN_PASSWORD },
        { field: 'password', message: 'must be shorter than or equal to 256 characters' },
      ],
    },
    {
      name: 'sign-in: e-mail too long, password too long, unknown field',
      method: 'POST',
      path: () => 'sign-in',
      payload: { email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(257), remember: true },
      errors: [
        { field: 'email', message: 'must be shorter than or equal to 254 characters' },
        { field: 'email', message: 'must be a valid e-mail address' },
        { field: 'password', message: 'must be shorter than or equal to 256 characters' },
        { field: 'remember', message: 'property remember should not exist' },
      ],
    },
    {
      name: 'token: refreshToken not a string',
      method: 'POST',
      path: () => 'token',
      payload: { refreshToken: 12 },
      errors: [
        { field: 'refreshToken', message: 'must be a string' },
        { field: 'refreshToken', message: 'must be shorter than or equal to 200 characters' },
      ],
    },
    {
      name: 'sign-out: refreshToken too long',
      method: 'POST',
      path: () => 'sign-out',
      payload: { refreshToken: 'x'.repeat(201) },
      errors: [{ field: 'refreshToken', message: 'must be shorter than or equal to 200 characters' }],
    },
    {
      name: 'recover: empty e-mail',
      method: 'POST',
      path: () => 'recover',
      payload: { email: '   ' },
      errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
    },
    {
      name: 'reset-password: short token and password',
      method: 'POST',
      path: () => 'reset-password',
      payload: { token: 'short', password: '1' },
      errors: [
        { field: 'password', message: MIN_PASSWORD },
        { field: 'token', message: 'must be longer than or equal to 20 characters' },
      ],
    },
    {
      name: 'PUT password: short password',
      method: 'PUT',
      path: () => 'password',
      payload: { password: '12345' },
      errors: [{ field: 'password', message: MIN_PASSWORD }],
    },
    {
      name: 'PUT password: current password not a string',
      method: 'PUT',
      path: () => 'password',
      payload: { password: 'new-bank-shot-77', currentPassword: 42 },
      errors: [
        { field: 'currentPassword', message: 'must be a string' },
        { field: 'currentPassword', message: 'must be shorter than or equal to 256 characters' },
      ],
    },
    {
      name: 'confirm-email: missing token',
      method: 'POST',
      path: () => 'confirm-email',
      payload: {},
      errors: [
        { field: 'token', message: 'must be a string' },
        { field: 'token', message: 'must be longer than or equal to 20 characters' },
      ],
    },
    {
      name: 'factors: unknown factor type, empty name',
      method: 'POST',
      path: () => 'factors',
      payload: { factor_type: 'sms', friendly_name: '' },
      errors: [
        { field: 'factor_type', message: 'must be one of the following values: totp, phone' },
        { field: 'friendly_name', message: 'must be longer than or equal to 1 characters' },
      ],
    },
    {
      name: 'factors: name and issuer too long',
      method: 'POST',
      path: () => 'factors',
      payload: { factor_type: 'totp', friendly_name: 'x'.repeat(65), issuer: 'y'.repeat(65) },
      errors: [
        { field: 'friendly_name', message: 'must be shorter than or equal to 64 characters' },
        { field: 'issuer', message: 'must be shorter than or equal to 64 characters' },
      ],
    },
    {
      name: 'challenge: unknown channel',
      method: 'POST',
      path: () => `factors/${factorId}/challenge`,
      payload: { channel: 'pigeon' },
      errors: [{ field: 'channel', message: 'must be one of the following values: sms, whatsapp' }],
    },
    {
      name: 'verify: challenge_id not a UUID, code neither 6 digits nor a recovery code',
      method: 'POST',
      path: () => `factors/${factorId}/verify`,
      payload: { challenge_id: 'nope', code: '12345' },
      errors: [
        { field: 'challenge_id', message: 'must be a UUID' },
        { field: 'code', message: CODE_MESSAGE },
      ],
    },
    {
      name: 'verify: letters for a code, unknown field',
      method: 'POST',
      path: () => `factors/${factorId}/verify`,
      payload: { challenge_id: randomUUID(), code: 'abcdef', extra: 1 },
      errors: [
        { field: 'code', message: CODE_MESSAGE },
        { field: 'extra', message: 'property extra should not exist' },
      ],
    },
  ];

  it.each(cases)('$name', async ({ method, path, payload, errors }) => {
    const res = await t.app.inject({
      method,
      url: `${AUTH}/${path()}`,
      headers: user.auth,
      payload,
      remoteAddress: '10.6.0.1',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: FieldError[]; message: string }>();
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
      code: 'VALIDATION_FAILED',
      errors: expect.any(Array),
    });
    expect([...body.errors].sort(byFieldThenMessage)).toEqual([...errors].sort(byFieldThenMessage));
    // The message lists the same field errors, for people reading logs.
    for (const error of errors) expect(body.message).toContain(`${error.field}: ${error.message}`);
  });

  it('a factor id that is not a UUID: 400 VALIDATION_FAILED naming the id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/factors/not-a-uuid/challenge`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'id', message: expect.any(String) }],
    });
  });
});
