// The API bench's ceiling: a bare Fastify route returning a constant, started the way the API is
// (`node <file>` with PORT and HOST), so the gap to it is what the API's own work costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => app.close().then(() => process.exit(0)));
