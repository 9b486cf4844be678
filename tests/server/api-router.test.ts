import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { apiRouter, type AccessGuards } from '../../server/openapi/api-router.ts';

/**
 * The routes under /api are bound to the catalogue's operations by id: the method, the path and
 * the access checks come from the catalogue, so a module cannot serve a path the document lacks,
 * and an operation of the document that nobody serves stops the start.
 */
const endpoint = (operationId: string): ApiEndpoint => {
  const found = API_CATALOGUE.find((candidate) => candidate.operationId === operationId);
  if (found === undefined) throw new Error(`No ${operationId} in the catalogue`);
  return found;
};

// getHealth is public, listLeads needs a sign-in, listStudioFlows is for staff only.
const CATALOGUE = [endpoint('getHealth'), endpoint('listLeads'), endpoint('listStudioFlows')];

/** Access checks that say in a header which of them ran, and refuse with 401 / 403 when asked to. */
const recordingGuards: AccessGuards = {
  signedIn: (req, res, next) => {
    res.append('x-checked', 'signedIn');
    if (req.get('authorization') === undefined) res.status(401).end();
    else next();
  },
  staff: (req, res, next) => {
    res.append('x-checked', 'staff');
    if (req.get('x-staff') === undefined) res.status(403).end();
    else next();
  },
};

const answer =
  (name: string): RequestHandler<Record<string, string>> =>
  (req, res) => {
    res.json({ served: name, params: req.params });
  };

describe('the API router', () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const api = apiRouter(recordingGuards, CATALOGUE);
    api.on('getHealth', answer('getHealth'));
    api.on('listLeads', answer('listLeads'));
    api.on('listStudioFlows', answer('listStudioFlows'));
    const app = express().use('/api', api.complete());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api`;
    close = () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
  });

  afterAll(() => close());

  it("serves an operation at the catalogue's method and path, with its parameters by the catalogue's names", async () => {
    const response = await fetch(`${base}/businessProfiles/7/leads`, { headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ served: 'listLeads', params: { businessProfileId: '7' } });
    expect(response.headers.get('x-checked')).toBe('signedIn');
    // Another method on the same path is not this operation.
    expect((await fetch(`${base}/businessProfiles/7/leads`, { method: 'DELETE' })).status).toBe(404);
  });

  it('runs no access check for a public operation', async () => {
    const response = await fetch(`${base}/health`);
    expect(await response.json()).toEqual({ served: 'getHealth', params: {} });
    expect(response.headers.get('x-checked')).toBeNull();
  });

  it("refuses before the handler what the catalogue's signedIn and staffOnly refuse", async () => {
    expect((await fetch(`${base}/businessProfiles/7/leads`)).status).toBe(401);
    const notStaff = await fetch(`${base}/studio/flows`, { headers: { authorization: 'Bearer t' } });
    expect(notStaff.status).toBe(403);
    expect(notStaff.headers.get('x-checked')).toBe('signedIn, staff');
    const staff = await fetch(`${base}/studio/flows`, { headers: { authorization: 'Bearer t', 'x-staff': '1' } });
    expect(await staff.json()).toEqual({ served: 'listStudioFlows', params: {} });
  });

  it('refuses an operation the catalogue lacks, one served twice, and stops when one is not served', () => {
    const api = apiRouter(recordingGuards, CATALOGUE);
    expect(() => {
      api.on('getOpenApi', answer('getOpenApi'));
    }).toThrow('No operation "getOpenApi" in the API catalogue');
    api.on('getHealth', answer('getHealth'));
    expect(() => {
      api.on('getHealth', answer('getHealth'));
    }).toThrow('Operation "getHealth" is served twice');
    expect(() => api.complete()).toThrow('Operations of the API catalogue nobody serves: listLeads, listStudioFlows');
  });
});
