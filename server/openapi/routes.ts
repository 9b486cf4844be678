import { Router } from 'express';
import type { Services } from '../services.ts';
import { buildOpenApi } from './build-openapi.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document, built once from the catalogue and schemas/. */
export function openApiRoutes({ project }: Pick<Services, 'project'>): Router {
  const router = Router();
  // The flows and schemas are fixed for the process's life: build and serialise once.
  const document = JSON.stringify(buildOpenApi(project));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  return router;
}
