// The load balancer: Debian's HAProxy running deploy/haproxy.cfg, the file operators copy, with the
// addresses given in its environment; its runtime API (a UNIX socket) tells each replica's state.
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Child, waitFor } from './processes.mjs';

export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';

export function haproxyPath() {
  for (const path of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'])
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' });
      return path;
    } catch {
      // not there
    }
  return undefined;
}

export class Balancer {
  constructor(child, port, socket) {
    this.child = child;
    this.port = port;
    this.socket = socket;
    this.url = `http://127.0.0.1:${port}`;
  }

  /** HAProxy on `port` in front of `replicas` (their order gives replica1…3). */
  static async start(root, replicas, port) {
    const socket = join(root, 'haproxy.sock');
    const env = {
      PATH: process.env.PATH,
      KICKSHOTS_BIND: `127.0.0.1:${port}`,
      KICKSHOTS_HAPROXY_SOCKET: socket,
    };
    replicas.forEach((replica, i) => (env[`KICKSHOTS_REPLICA_${i + 1}`] = `127.0.0.1:${replica.port}`));
    const child = new Child('HAProxy', haproxyPath(), ['-db', '-f', HAPROXY_CONFIG], {
      env,
      logFile: join(root, 'haproxy.log'),
      stopSignal: 'SIGTERM',
    });
    const balancer = new Balancer(child, port, socket);
    await waitFor('the HAProxy runtime API', async () => (await balancer.servers()).size > 0, {
      timeoutMs: 30_000,
    }).catch((error) => {
      throw new Error(`${error.message}\n${child.tail()}`);
    });
    return balancer;
  }

  /** A command on the runtime API; resolves with its answer. */
  command(line) {
    return new Promise((resolve, reject) => {
      const connection = connect(this.socket);
      let answer = '';
      connection.on('data', (chunk) => (answer += chunk.toString('utf8')));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.end(`${line}\n`);
    });
  }

  /**
   * The backend's servers by name: status (UP, DOWN, MAINT…), sessions sent to it in all (stot),
   * retries (wretr) and redispatches (wredis) while connecting to it.
   */
  async servers() {
    const csv = await this.command('show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const fields = header.replace(/^# /, '').split(',');
    const servers = new Map();
    for (const row of rows) {
      const values = Object.fromEntries(row.split(',').map((value, i) => [fields[i], value]));
      if (values.pxname !== 'replicas' || ['FRONTEND', 'BACKEND'].includes(values.svname)) continue;
      servers.set(values.svname, {
        status: values.status,
        sessions: Number(values.stot),
        retries: Number(values.wretr),
        redispatches: Number(values.wredis),
      });
    }
    return servers;
  }

  /** The backend's totals: retries and redispatches over all servers. */
  async retried() {
    const servers = [...(await this.servers()).values()];
    return {
      retries: servers.reduce((sum, s) => sum + s.retries, 0),
      redispatches: servers.reduce((sum, s) => sum + s.redispatches, 0),
    };
  }

  /** Waits until the server's status starts with `status` (UP or DOWN). */
  async waitForStatus(server, status, timeoutMs = 120_000) {
    await waitFor(
      `HAProxy to see ${server} ${status}`,
      async () => (await this.servers()).get(server)?.status.startsWith(status),
      { timeoutMs, intervalMs: 50 },
    );
  }

  stop() {
    return this.child.stop();
  }
}
