// The baseline server of the HTTP benchmarks: Fastify with one route and nothing else.
// Without arguments it answers `{"hello":"world"}`. With `--replay <url>` it first asks <url> once as the web's
// API client asks (`Accept-Encoding: gzip, deflate, br`) and then answers every request with those exact bytes
// and headers (brotli body, ETag, security headers…): the same bytes on the wire, none of the work behind them.
import Fastify from 'fastify';
import { CLIENT_HEADERS, fetchRaw } from './lib.ts';

// Set by Node or Fastify for every answer; the rest are replayed as they came.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const replayAt = process.argv.indexOf('--replay');
const replay = replayAt >= 0 ? await fetchRaw(process.argv[replayAt + 1]!, CLIENT_HEADERS) : null;
if (replay && replay.status !== 200) throw new Error(`--replay: the answer to copy is ${replay.status}`);
const headers = Object.fromEntries(Object.entries(replay?.headers ?? {}).filter(([name]) => !PER_CONNECTION.has(name)));

const app = Fastify({ logger: false });
if (replay) {
  app.get('/', (_request, reply) => {
    reply.headers(headers).send(replay.body);
  });
} else {
  app.get('/', async () => ({ hello: 'world' }));
}
app.get('/api/health', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
