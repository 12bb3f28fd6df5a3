// The gateway sandbox as its own process (npm start runs it beside the API on GATEWAY_PORT).
import { buildGateway } from './app';
import { parseGatewayEnv } from './env';

async function main() {
  const env = parseGatewayEnv();
  const app = await buildGateway({ env, dataDir: env.GATEWAY_DATA_DIR, logger: { level: env.LOG_LEVEL } });
  const shutdown = () => {
    // Nothing is buffered (every order change is already on disk): stop accepting and go.
    app.server.closeIdleConnections?.();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: env.GATEWAY_PORT, host: env.HOST });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
