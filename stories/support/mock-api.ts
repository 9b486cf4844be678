import { http, HttpResponse, type HttpHandler } from 'msw';
import { FAKE_SESSION_ID, sessionViewOf, stepViewOf, type SessionState } from './fake-session.ts';
import { project } from './project.ts';
import type { Replay } from './replay.ts';
import { sampleFor } from './samples.ts';

const refuse = (status: number, errorCode: number, message: string, extra: object = {}) =>
  HttpResponse.json({ errorCode, message, ...extra }, { status });

/**
 * The API of renderer/wizard/api.ts for one replay, answered at the network edge: one session that
 * goes along `replay.path` and nowhere else. Answers are built by the server's own view code from
 * the project's definitions; each step is pre-filled with a sample that sets the path's flags, and
 * a submission is validated against the step's schema as the server does (102 with the fields).
 */
export function replayApi(replay: Replay): HttpHandler[] {
  const flow = project.flow(replay.flowId);
  const flags = flow.flags(replay.flags);
  const saved: Record<string, unknown> = {};
  for (const { step } of replay.path) saved[step] = sampleFor(project, flow, step, flags, saved);
  let position = 0;
  const state = (): SessionState => ({ step: replay.path[position]?.step ?? replay.end, flags, saved });
  const launchState = () => flow.graph.launchStates.get(state().step) ?? null;

  return [
    http.post('/api/flows/:flowId/sessions', ({ params }) => {
      if (params.flowId !== flow.id) return refuse(404, 104, `This replay runs flow "${flow.id}"`);
      const { step } = state();
      const body = { sessionId: FAKE_SESSION_ID, flowId: flow.id, flowVersion: flow.version, step };
      return HttpResponse.json({ ...body, launchState: launchState() }, { status: 201 });
    }),

    http.get('/api/sessions/:sessionId/step', ({ request }) => {
      const route = new URL(request.url).searchParams.get('route');
      if (route === null) return HttpResponse.json(stepViewOf(flow, state()));
      const match = flow.stepOfRoute(route);
      if (match === null) return refuse(404, 104, `Flow "${flow.id}" has no route "${route}"`);
      // §4 as the path sees it: steps already passed stay open, later ones redirect to the current one.
      const index = replay.path.findIndex(({ step }) => step === match.step);
      if (index === -1 || index > position) {
        return refuse(409, 409, 'This step is not open yet.', { redirect: state().step });
      }
      return HttpResponse.json(stepViewOf(flow, state(), match.step));
    }),

    http.put('/api/sessions/:sessionId/steps/*', async ({ request }) => {
      const step = decodeURIComponent(new URL(request.url).pathname.split('/steps/')[1] ?? '');
      if (step !== state().step) return refuse(409, 409, `The replay is on "${state().step}", not "${step}"`);
      const data: unknown = await request.json();
      const result = project.validateStep(flow.id, step, data);
      if (!result.valid) return refuse(400, 102, 'Invalid request data', { fields: result.errors });
      saved[step] = data;
      position += 1;
      const session = sessionViewOf(flow, state());
      return HttpResponse.json({ step: state().step, launchState: launchState(), session });
    }),
  ];
}
