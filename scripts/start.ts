/**
 * npm start: build the client if it is missing or older than its sources, then run the server,
 * which applies migrations and serves everything on one port.
 */
import { buildClient, isClientBuildStale } from './client-build';

if (isClientBuildStale()) {
  console.log('Construction de l’interface… / building the client…');
  await buildClient();
}
await import('../src/server/main');
