import { ConfigError, describeAdapters, loadConfig } from './app-config.js';

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
      PAYMENTS: 'sandbox',
      MAIL: 'files',
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

  describe('in production', () => {
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadConfig({ NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
    };
    const smtp = { SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Kickshots <hi@example.com>' };

    it('refuses the local payment and mail defaults and a missing PUBLIC_URL, naming each variable', () => {
      const problems = problemsOf({});
      expect(problems.map((p) => p.split(' ')[0])).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_ID',
        'SMTP_URL',
        'MAIL_FROM',
        'PUBLIC_URL',
      ]);
      expect(problems[0]).toContain('PAYMENTS=sandbox');
      expect(problems[3]).toContain('MAIL=files');
    });

    it('names only what is missing', () => {
      expect(problemsOf({ ...stripe, SMTP_URL: smtp.SMTP_URL, PUBLIC_URL: 'https://k.example' })).toEqual([
        expect.stringMatching(/^MAIL_FROM is required in production/),
      ]);
    });

    it('starts with every real adapter configured', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        ...stripe,
        ...smtp,
        PUBLIC_URL: 'https://k.example',
      });
      expect(config).toMatchObject({ payments: 'stripe', mail: { transport: 'smtp' } });
      expect(describeAdapters(config).warnings).toEqual([]);
    });

    it('starts on the local adapters only when they are chosen explicitly, and warns that checkout is free', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        MAIL: 'files',
        PUBLIC_URL: 'https://k.example',
      });
      expect(config).toMatchObject({ payments: 'sandbox', mail: { transport: 'files' } });
      expect(describeAdapters(config).warnings[0]).toMatch(/checkout is free/);
    });
  });

  it('needs nothing outside production, and chooses each adapter from what is set', () => {
    expect(loadConfig({})).toMatchObject({ payments: 'sandbox', mail: { transport: 'files' } });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', SMTP_URL: 'smtp://localhost:25' })).toMatchObject({
      payments: 'stripe',
      mail: { transport: 'smtp' },
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        PAYMENTS: 'sandbox',
        SMTP_URL: 'smtp://x',
        MAIL: 'files',
      }),
    ).toMatchObject({ payments: 'sandbox', mail: { transport: 'files' } });
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  });

  it('names the adapter of every concern in one line, without secrets', () => {
    const { summary } = describeAdapters(
      loadConfig({
        DATABASE_URL: 'postgres://kick:s3cret@db:5432/kickshots',
        AI_BASE_URL: 'http://ollama:11434/v1',
        AI_MODEL: 'llama3.1',
      }),
    );
    expect(summary).toMatch(
      /^Adapters: database external \(db:5432\), payments sandbox, mail files \(.*\/mail\), AI http:\/\/ollama:11434\/v1 \(llama3.1\), push keys generated$/,
    );
    expect(summary).not.toContain('s3cret');
    expect(describeAdapters(loadConfig({})).summary).toMatch(/database embedded .*AI built-in/);
  });

  it('reads the first admin only as a pair, with a password of 8 characters or more', () => {
    expect(loadConfig({}).firstAdmin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: ' pass word ' }).firstAdmin).toEqual(
      {
        email: 'boss@example.com',
        password: ' pass word ',
      },
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow('must be set together');
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD must be at least 8 characters',
    );
  });
});
