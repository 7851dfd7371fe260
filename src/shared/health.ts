/** GET /api/health: 'unavailable' (with a 503) while the database cannot answer. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
}
