import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.js';

// Issue 5 "Done when … the OpenAPI document lists every endpoint with its schemas".
describe('GET /api/docs/openapi.json', () => {
  const { http } = useTestApi();

  it('lists the act endpoints with their request schemas, generated from the controllers', async () => {
    const res = await http().get('/api/docs/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.0.3');
    const paths = res.body.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const [path, verb] of [
      ['/api/notarial_act', 'get'],
      ['/api/notarial_act', 'post'],
      ['/api/notarial_act/simplified', 'post'],
      ['/api/notarial_act/{uuid}', 'get'],
      ['/api/notarial_act/{uuid}/events/{event}', 'post'],
      ['/api/notarial_act/{uuid}/parties', 'post'],
      ['/api/notarial_act/{uuid}/subjects/{subjectId}', 'patch'],
      ['/api/notarial_act/{uuid}/payments/{paymentId}/receipt.pdf', 'get'],
      ['/api/notarial_act/{uuid}/print-form.pdf', 'get'],
      ['/api/notarial_act/{uuid}/notes', 'post'],
      ['/api/notarial_act/{uuid}/audit/verify', 'get'],
      ['/api/notarial_act/payments/callback', 'post'],
    ] as const) {
      expect({ route: `${verb} ${path}`, isListed: paths[path]?.[verb] !== undefined }).toEqual({ route: `${verb} ${path}`, isListed: true });
    }
    const create = paths['/api/notarial_act']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(create.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['typeId', 'regtype', 'parties', 'subjects', 'credit', 'travel']));
    const event = paths['/api/notarial_act/{uuid}/events/{event}']!.post!.parameters as { name: string; schema: { enum?: string[] } }[];
    expect(event.find((p) => p.name === 'event')!.schema.enum).toContain('register');
    const list = paths['/api/notarial_act']!.get!.parameters as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['tab', 'dateFrom', 'dateTo', 'state', 'regnum', 'regdate', 'visitDate', 'visitTime', 'typeId', 'officeId', 'notaryId', 'step', 'regsystem', 'regtype', 'page', 'pageSize', 'sort', 'order']));
    expect(paths['/api/notarial_act/{uuid}']!.get!.security).toEqual([{ bearer: [] }]);
    const general = paths['/api/notarial_act/{uuid}']!.get!.responses as Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    expect(Object.keys(general['200']!.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['events', 'actor', 'blockedBy', 'step']));
    expect(paths['/api/notarial_act/{uuid}/print-form.pdf']!.get!.responses).toHaveProperty(['200', 'content', 'application/pdf']);
  });
});
