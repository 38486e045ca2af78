/** Environment shared by the integration tests' global setup and the test files. */
export const TEST_ENV = {
  /** Connection URL of the test cluster's maintenance database (set by global-setup). */
  adminUrl: 'KICKSHOTS_TEST_ADMIN_URL',
  /** Folder of the test cluster (removed by global-teardown). */
  dataDir: 'KICKSHOTS_TEST_DATA_DIR',
} as const;

export const TEMPLATE_DATABASE = 'kickshots_template';
