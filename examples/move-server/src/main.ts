/**
 * Starts the move server: `npm start`. Settings come from the environment (see the README): PORT=8080,
 * HOST=127.0.0.1, DATABASE=matches.db, MOVE_SERVER_KEYS=name=secret,… . Without MOVE_SERVER_KEYS it makes one
 * creation key and prints it.
 *
 * Started with an IPC channel (by the tests and the load test), it also answers `{ type: 'check' }` with an
 * integrity report (every stored match replayed and compared with the state in memory) and `{ type: 'records' }`
 * with the record of every stored match: server-side data, over the parent's private channel only.
 */
import { randomBytes } from 'node:crypto';
import { stateHash } from 'cardrules';
import { ConfigError, configFromEnv, type ServerConfig } from './config.js';
import { createMoveServer } from './server.js';
import { StoreError } from './store.js';

function start(): void {
  let config: ServerConfig;
  let running: ReturnType<typeof createMoveServer>;
  try {
    config = configFromEnv(process.env);
    if (config.keys.length === 0) {
      const secret = randomBytes(24).toString('base64url');
      config = { ...config, keys: [{ name: 'default', secret }] };
      console.log(`no MOVE_SERVER_KEYS: creation key for this run (name "default"): ${secret}`);
    }
    running = createMoveServer(config);
  } catch (e) {
    if (e instanceof ConfigError || e instanceof StoreError) {
      console.error(`move server: ${e.code}: ${e.message}`);
      process.exitCode = 2;
      process.send?.({ type: 'failed', code: e.code, message: e.message });
      process.disconnect?.();
      return;
    }
    throw e;
  }
  const { server, host } = running;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `move server listening on http://${config.host}:${port} (store: ${config.database}, ${config.durability})`,
    );
    process.send?.({ type: 'listening', port });
  });

  process.on('message', (msg: { type?: string }) => {
    if (msg?.type === 'check') {
      const cpu = process.cpuUsage(); // before the check itself
      process.send?.({
        type: 'check',
        ...host.check(stateHash),
        memory: process.memoryUsage().rss,
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    } else if (msg?.type === 'records') {
      process.send?.({ type: 'records', records: host.ids().map((id) => ({ id, record: host.record(id) })) });
    }
  });

  // A clean stop closes the store (its log is folded into the file). A crash needs nothing: every acknowledged move
  // is already committed.
  const stop = () => {
    running.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}

start();
