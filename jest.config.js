import { registerHooks } from 'node:module';

// jest loads globalSetup/globalTeardown through plain Node require, without moduleNameMapper:
// resolve our ESM-style `./file.js` imports to the TypeScript sources there too.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js'))
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
});

// Two tiers: fast unit specs next to the code, and integration tests in
// test/ against one real embedded PostgreSQL per run (with the fuzz suite of test/fuzz). All run as
// native ESM through @swc/jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.tsx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  // Jest reads the timeout from the root config only (a project's own is ignored): the integration
  // tests start apps and databases, which takes seconds on a busy machine.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/shared/**/*.spec.ts',
        '<rootDir>/client/src/**/*.spec.ts',
        '<rootDir>/client/scripts/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      // Property-based fuzzing of every OpenAPI operation (test/fuzz), on the same PostgreSQL.
      ...common,
      displayName: 'fuzz',
      testMatch: ['<rootDir>/test/fuzz/**/*.fuzz.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
