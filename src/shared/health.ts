/** Where the server says whether it can serve: the load balancer's check, and the browser's look when a request failed. */
export const HEALTH_PATH = '/api/health';

/** GET /api/health: 'unavailable' (with a 503) while the database cannot answer. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
}
