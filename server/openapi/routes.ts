import type { Services } from '../services.ts';
import type { ApiRouter } from './api-router.ts';
import { buildOpenApi } from './build-openapi.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document, built once from the catalogue and schemas/. */
export function openApiRoutes(api: ApiRouter, { project }: Pick<Services, 'project'>): void {
  // The flows and schemas are fixed for the process's life: build and serialise once.
  const document = JSON.stringify(buildOpenApi(project));
  api.on('getOpenApi', (_req, res) => {
    res.type('application/json').send(document);
  });
}
