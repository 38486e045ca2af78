import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'client/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'client/src/api/schema.d.ts',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Nest injects constructor parameter types at runtime (emitDecoratorMetadata): type-only
      // imports of injected classes would break DI, so this rule is off for the server.
      eqeqeq: ['error', 'always'],
      // A file a newcomer can read: split anything longer by what it does.
      'max-lines': ['error', { max: 600 }],
    },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Modules use each other only through their public files (eslint/module-boundaries.js).
    // Not in specs, which may check the whole application (e.g. every DTO of the API).
    files: ['src/**/*.ts', 'shared/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts'],
    plugins: { kickshots: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'kickshots/module-boundaries': 'error' },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
