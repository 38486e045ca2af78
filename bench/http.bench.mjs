// Baseline of the HTTP stack: liveness (no database) and readiness (one query + migration check).
import { measure, startServer } from './support.mjs';

const server = await startServer();
try {
  await measure('GET /api/v1/health', { url: `${server.url}/api/v1/health` });
  await measure('GET /api/v1/ready', { url: `${server.url}/api/v1/ready` });
} finally {
  await server.stop();
}
