import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

describe('turns', () => {
  it('gives turns one at a time, in the order they were asked for', async () => {
    const turns = createTurns();
    const log: string[] = [];
    let holding = 0;
    const statement = async (name: string) => {
      await turns.take();
      holding += 1;
      log.push(`${name}:${holding}`);
      await Promise.resolve();
      holding -= 1;
      turns.give();
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(statement));
    expect(log).toEqual(['a:1', 'b:1', 'c:1', 'd:1']);
  });

  it('reads the sockets after a slice of statements, and a request read meanwhile queues behind those asked before', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const statement = async (name: string, during?: () => void) => {
      await turns.take();
      log.push(name);
      during?.();
      turns.give();
    };
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const accepted = once(server, 'connection');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const [socket] = (await accepted) as [Socket];
    const answered = new Promise<void>((resolve) => {
      socket.on('data', () => {
        log.push('read');
        void statement('request').then(resolve);
      });
    });
    try {
      // `a` holds the turn for longer than a slice, and a request arrives on the socket meanwhile; `b` asked
      // for its turn before that.
      const long = () => {
        client.write('GET');
        const until = performance.now() + 5;
        while (performance.now() < until);
      };
      await Promise.all([statement('a', long), statement('b')]);
      await answered;
      // Without turns, PGlite's own lock would run `b` straight after `a`, before the socket is read.
      expect(log).toEqual(['a', 'read', 'b', 'request']);
    } finally {
      client.destroy();
      server.close();
    }
  });
});
