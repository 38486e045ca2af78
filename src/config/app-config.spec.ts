import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('starts with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logFormat).toBe('pretty');
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u:p@db:5432/kickshots',
      PUBLIC_URL: 'https://kickshots.app/',
    });
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      trustProxy: true,
      logFormat: 'json',
      publicUrl: 'https://kickshots.app',
      databaseUrl: 'postgres://u:p@db:5432/kickshots',
    });
  });

  it('names every bad variable and what it expects', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://u:secret@h/db',
        TRUST_PROXY: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('PORT="abc" must be a whole number from 1 to 65535');
    expect(message).toContain('LOG_LEVEL="loud" must be one of');
    expect(message).toContain('TRUST_PROXY="maybe" must be true or false');
    expect(message).toContain('DATABASE_URL="mysql://u:***@h/db" must be a URL');
    expect(message).not.toContain('secret');
  });

  it('reads the Stripe settings, and refuses values of the wrong kind without echoing secrets', () => {
    expect(loadConfig({}).stripe).toEqual({
      secretKey: undefined,
      webhookSecret: undefined,
      priceId: undefined,
      apiBase: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_PRICE_ID: 'price_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      priceId: 'price_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    let error: unknown;
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_secretish', STRIPE_WEBHOOK_SECRET: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_SECRET_KEY must start with sk_ or rk_',
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    ]);
    expect((error as ConfigError).message).not.toContain('secretish');
  });
});
