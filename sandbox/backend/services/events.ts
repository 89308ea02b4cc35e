/**
 * The events service (prefix /events): POST /events/collect records a usage-event batch (any JSON
 * body, e.g. `{ app_key, events: [...] }`). Tests read suite.recorded.events; over HTTP,
 * GET /events/recorded lists them and DELETE /events/recorded clears them.
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext, SuiteModule } from '../context';
import { BadRequest, handle, ok } from '../http/errors';

function handlers(ctx: SuiteContext, base: string): HttpHandler[] {
  return [
    http.post(`${base}/collect`, ({ request }) =>
      handle(async () => {
        const text = await request.text();
        let body: unknown;
        try {
          body = text === '' ? {} : JSON.parse(text);
        } catch {
          throw new BadRequest('body must be JSON');
        }
        ctx.state.events.push({
          path: '/collect',
          user: ctx.userKind(request),
          body,
          at: Date.now(),
        });
        return ok({ received: ctx.state.events.length });
      }),
    ),
    http.get(`${base}/recorded`, () => ok({ events: ctx.state.events })),
    http.delete(`${base}/recorded`, () => {
      ctx.state.events.length = 0;
      return ok({});
    }),
  ];
}

export const eventsService: SuiteModule = { service: 'events', handlers };
