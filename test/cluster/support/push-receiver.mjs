// A push service on 127.0.0.1 for the broadcast scenarios (RFC 8030's push resource, seen from the
// application server): it answers 201 and records every push by subscription path and Topic, and
// tells which replica sent it — the process owning the other end of the connection, found in /proc
// (Linux), since every replica connects from 127.0.0.1. It can hold pushes unanswered, to kill a
// replica with pushes in flight.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:http';

/** The inode of the loopback TCP socket whose local port is `localPort` and remote port `remotePort`. */
function socketInode(localPort, remotePort) {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const local = parseInt(fields[1].split(':').at(-1), 16);
      const remote = parseInt(fields[2].split(':').at(-1), 16);
      if (local === localPort && remote === remotePort) return fields[9];
    }
  }
  return undefined;
}

/** Which of `pids` holds the socket `inode` open. */
function ownerOf(inode, pids) {
  for (const pid of pids) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

export class PushReceiver {
  /** `replicas()` gives the replicas now running, to tell which one sent a push. */
  constructor(replicas) {
    this.replicas = replicas;
    this.pushes = [];
    this.holding = false;
    /** Pushes held unanswered: { res, push }. */
    this.held = new Set();
    this.server = createServer((req, res) => this.handle(req, res));
    // the replicas keep their connections open between pushes
    this.server.keepAliveTimeout = 60_000;
  }

  async start() {
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${this.server.address().port}`;
    return this;
  }

  /** The replica (name) at the other end of a connection, found once per connection. */
  senderOf(socket) {
    if (socket.sender === undefined) {
      const inode = socketInode(socket.remotePort, this.server.address().port);
      const replicas = this.replicas().filter((r) => r.pid);
      const pid =
        inode &&
        ownerOf(
          inode,
          replicas.map((r) => r.pid),
        );
      socket.sender = replicas.find((r) => r.pid === pid)?.name ?? 'unknown';
      socket.senderPid = pid;
    }
    return socket.sender;
  }

  /** From now on every push is held unanswered, until release(). */
  hold() {
    this.holding = true;
  }

  /** Held pushes by sender: { replica name: count }. */
  heldBySender() {
    const counts = {};
    for (const { push } of this.held) counts[push.sender] = (counts[push.sender] ?? 0) + 1;
    return counts;
  }

  /** Answers every push still held (201) and holds no more. */
  release() {
    this.holding = false;
    for (const entry of [...this.held]) this.answer(entry.res, entry.push);
    this.held.clear();
  }

  answer(res, push) {
    if (res.destroyed) return;
    res.writeHead(201, { location: `${push.path}/messages/${this.pushes.indexOf(push) + 1}` });
    res.end(() => (push.status = 201));
  }

  handle(req, res) {
    const sender = this.senderOf(req.socket);
    req.resume();
    req.on('end', () => {
      const push = { path: req.url, topic: req.headers.topic, sender, status: undefined, at: Date.now() };
      this.pushes.push(push);
      if (this.holding) {
        const entry = { res, push };
        this.held.add(entry);
        res.on('close', () => this.held.delete(entry));
        return;
      }
      this.answer(res, push);
    });
  }

  /** Pushes of one broadcast (by Topic) the service accepted (answered 201). */
  accepted(topic) {
    return this.pushes.filter((push) => push.topic === topic && push.status === 201);
  }

  /** Pushes of the broadcast received but never answered (held, then their sender died). */
  unanswered(topic) {
    return this.pushes.filter((push) => push.topic === topic && push.status === undefined);
  }

  async close() {
    for (const { res } of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
