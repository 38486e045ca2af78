import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stop forwarding, as a frozen database (SIGSTOP, a
 * stalled disk, a dead network path) looks to its clients: connections stay open, nothing answers.
 * Data sent meanwhile is held and delivered on thaw, as the kernel's buffers would. It can also
 * cut every connection and drop new ones, as a crashed or restarting database looks.
 */
export class FreezableProxy {
  private frozen = false;
  private down = false;
  private readonly held: { to: Socket; data: Buffer }[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  static async start(target: { host: string; port: number }): Promise<FreezableProxy> {
    const server = createServer();
    const proxy = new FreezableProxy(server);
    server.on('connection', (client) => proxy.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The URL of the database behind the proxy: `url` with its host and port replaced. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  freeze(): void {
    this.frozen = true;
  }

  /** Closes every connection and drops each new one at once, until thaw(). */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  thaw(): void {
    this.frozen = false;
    this.down = false;
    for (const { to, data } of this.held.splice(0)) if (!to.destroyed) to.write(data);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.down) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const forward = (to: Socket) => (data: Buffer) => {
      if (this.frozen) this.held.push({ to, data });
      else to.write(data);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
