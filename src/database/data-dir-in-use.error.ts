/** Another server holds the embedded database's DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    readonly pid: number,
    /** The running server's database URL, when it published one. */
    readonly url?: string,
  ) {
    super(
      `Another Kickshots server (pid ${pid}) is already using DATA_DIR=${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}
