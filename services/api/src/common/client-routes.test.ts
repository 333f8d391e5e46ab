import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import * as C from '@notary/domain/contracts';
import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_DOC, type ApiDocMeta } from './openapi/api-doc.js';
import { featureModules } from '../feature-modules.js';
import { HealthModule } from '../health/health.module.js';

type Ctor = abstract new (...args: never[]) => unknown;
const VERBS: Partial<Record<RequestMethod, string>> = { [RequestMethod.GET]: 'GET', [RequestMethod.POST]: 'POST', [RequestMethod.PUT]: 'PUT', [RequestMethod.PATCH]: 'PATCH', [RequestMethod.DELETE]: 'DELETE' };

/** Every route of the API ('GET /api/equeue/{id}') with its `@ApiDoc`. */
function routes(): Map<string, ApiDocMeta | undefined> {
  const seen = new Set<unknown>();
  const out = new Map<string, ApiDocMeta | undefined>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = typeof entry === 'object' ? (entry as { module?: unknown; imports?: unknown[]; controllers?: Ctor[] }) : null;
    const moduleClass = (dynamic?.module ?? entry) as object;
    const controllers = [...((Reflect.getMetadata('controllers', moduleClass) as Ctor[] | undefined) ?? []), ...(dynamic?.controllers ?? [])];
    for (const controller of controllers) {
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat()[0] ?? '';
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined].flat()[0];
        if (!verb || path === undefined) continue;
        const full = `/api/${[base, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '').replace(/:(\w+)/g, '{$1}');
        out.set(`${verb} ${full}`, Reflect.getMetadata(API_DOC, handler) as ApiDocMeta | undefined);
      }
    }
    for (const i of [...((Reflect.getMetadata('imports', moduleClass) as unknown[] | undefined) ?? []), ...(dynamic?.imports ?? [])]) visit(i);
  };
  [HealthModule, ...featureModules].forEach(visit);
  return out;
}

/** A contract's answer, or a list of it. */
type Answer = GenericSchema | { list: GenericSchema };

/**
 * The routes the apps' and packages/ui's API functions call, with the
 * contract each function reads (their type tests, `api-contracts.test.ts` in
 * packages/ui, apps/citizen-web and apps/notary-console, pin the function to
 * the same schema's type).
 */
const CLIENT_ROUTES: Record<string, { answer: Answer; body?: GenericSchema; query?: GenericSchema }> = {
  'POST /api/check_before_auth': { answer: C.CheckBeforeAuthAnswer, body: C.CheckBeforeAuth },
  'POST /api/auth': { answer: C.AuthResponse, body: C.Auth },
  'GET /api/notarial_act/get_notify': { answer: { list: C.NotifyItem } },
  'GET /api/profile': { answer: C.Profile },
  'GET /api/check_token': { answer: C.TokenValid },
  'POST /api/logout': { answer: C.LoggedOut },
  'POST /api/offer_accept': { answer: C.OfferAnswer },
  'GET /api/equeue/offices': { answer: { list: C.EqueueOffice }, query: C.EqueueOfficesQuery },
  'GET /api/equeue/days': { answer: { list: C.EqueueDay }, query: C.EqueueDaysQuery },
  'GET /api/equeue/slots': { answer: { list: C.EqueueSlot }, query: C.EqueueSlotsQuery },
  'GET /api/equeue': { answer: { list: C.Booking } },
  'POST /api/equeue': { answer: C.Booking, body: C.BookBody },
  'PUT /api/equeue/{id}': { answer: C.Booking, body: C.MoveBody },
  'POST /api/equeue/{id}/cancel': { answer: C.Booking },
  'POST /api/equeue/{id}/check-in': { answer: C.CheckIn },
  'GET /api/searches/proxy': { answer: C.ProxyCheck, query: C.ProxyCheckQuery },
  'GET /api/searches/inheritance': { answer: C.InheritanceSearch, query: C.InheritanceQuery },
  'GET /api/searches/bans': { answer: C.BanSearchResult, query: C.BanSearchQuery },
  'GET /api/searches/notarial-act': { answer: C.ActCheck, query: C.ActCheckQuery },
  'GET /api/reference/regions': { answer: { list: C.Territory } },
  'GET /api/reference/districts': { answer: { list: C.District }, query: C.DistrictsQuery },
  'GET /api/notaries': { answer: C.NotaryPage, query: C.NotaryListQuery },
  'GET /api/notaries/map': { answer: { list: C.NotaryMapOffice }, query: C.NotaryListQuery },
  'GET /api/notaries/{id}': { answer: C.NotaryDetails },
  'GET /api/notaries/{id}/reviews': { answer: C.ReviewPage, query: C.ReviewPageQuery },
  'POST /api/notaries/{id}/reviews': { answer: C.ReviewAdded, body: C.ReviewBody },
  'GET /api/notaries/{id}/visits': { answer: C.Visits },
  'GET /api/config/public': { answer: C.PublicConfig },
  'GET /api/catalogue': { answer: C.Catalogue, query: C.CatalogueQuery },
  'GET /api/catalogue/{id}': { answer: C.ServiceDetails },
  'GET /api/calculator/{serviceId}': { answer: C.Calculation, query: C.CalculationQuery },
  'GET /api/statistics': { answer: C.Statistics, query: C.StatisticsQuery },
  'GET /api/admin/users': { answer: C.AdminUserPage, query: C.AdminUserListQuery },
  'GET /api/admin/users/{id}': { answer: C.AdminUser },
  'PATCH /api/admin/users/{id}': { answer: C.AdminUser, body: C.AdminUserPatch },
  'GET /api/dictionary': { answer: { list: C.DictionaryStatus } },
  'POST /api/dictionary/refresh': { answer: { list: C.DictionaryRefresh }, body: C.RefreshBody },
  'GET /api/sms_outbox': { answer: { list: C.SmsOutboxMessage }, query: C.SmsOutboxQuery },
  // packages/ui/src/acts (the acts screens)
  'GET /api/notarial_act': { answer: C.ActList, query: C.ListActsQuery },
  'GET /api/notarial_act/{uuid}': { answer: C.ActGeneral },
  'POST /api/notarial_act/{uuid}/events/{event}': { answer: C.ActGeneral, body: C.EventBody },
  'GET /api/notarial_act/{uuid}/parties': { answer: { list: C.Party } },
  'GET /api/notarial_act/{uuid}/subjects': { answer: { list: C.Subject } },
  'GET /api/notarial_act/{uuid}/payments': { answer: { list: C.Payment } },
  'GET /api/notarial_act/{uuid}/notes': { answer: { list: C.Note } },
  'GET /api/notarial_act/{uuid}/audit': { answer: { list: C.AuditEntry } },
  'GET /api/notarial_act/{uuid}/result': { answer: C.ActResult },
  'GET /api/notarial_act/{uuid}/references': { answer: C.ActReferences },
  'GET /api/notarial_act/{uuid}/video': { answer: C.ActVideo },
  'POST /api/notarial_act/{uuid}/payments/{paymentId}/bank-paid': { answer: C.Payment },
  'POST /api/notarial_act/{uuid}/payments/{paymentId}/checkout': { answer: C.Checkout },
  'POST /api/notarial_act/{uuid}/kinship/reload': { answer: C.KinshipReload },
  // apps/citizen-web's payment gateway page
  'GET /api/payment_gateway_sim/{ref}': { answer: C.GatewaySimCheckout },
  'POST /api/payment_gateway_sim/{ref}/pay': { answer: C.GatewayAnswer },
  'POST /api/notarial_act/{uuid}/invitation/accept': { answer: C.Party },
  'POST /api/notarial_act/{uuid}/invitation/reject': { answer: C.Party },
  'POST /api/notarial_act/{uuid}/invitation/exit': { answer: C.Party, body: C.ConfirmBody },
  // The term blocks (packages/ui/src/acts/terms/terms-api.ts).
  'PATCH /api/notarial_act/{uuid}': { answer: C.ActGeneral, body: C.ActFields },
  'PATCH /api/notarial_act/{uuid}/subjects/{subjectId}': { answer: C.Subject, body: C.SubjectPatch },
  'POST /api/notarial_act/{uuid}/parties/lookup': { answer: C.PartyLookup, body: C.PartyLookupBody },
  'POST /api/notarial_act/{uuid}/parties': { answer: C.Party, body: C.PartyInput },
  'DELETE /api/notarial_act/{uuid}/parties/{partyId}': { answer: C.Ok, query: C.ConfirmQuery },
  'GET /api/notarial_act/{uuid}/civil-records': { answer: C.ActCivilRecords },
};

/** The contract a documented answer is: the schema itself, or the item of a documented list. */
function documentedAnswer(schema: GenericSchema | undefined): Answer | undefined {
  if (!schema) return undefined;
  const list = schema as GenericSchema & { type: string; item?: GenericSchema };
  return list.type === 'array' && list.item ? { list: list.item } : schema;
}

// Issue 11.1 "the contract of every route is the one used by its client function".
describe('the routes the clients call', () => {
  const all = routes();

  it.each(Object.entries(CLIENT_ROUTES))('%s documents and checks the contract its client function reads', (route, contract) => {
    expect(all.has(route)).toBe(true);
    const doc = all.get(route);
    // Identity, not likeness: the route's `@ApiDoc` holds the very schema objects of @notary/domain/contracts.
    const documented = documentedAnswer(doc?.response);
    const schemaOf = (answer: Answer | undefined) => (answer && 'list' in answer ? answer.list : answer);
    expect(schemaOf(documented)).toBe(schemaOf(contract.answer));
    expect(Boolean(documented && 'list' in documented)).toBe('list' in contract.answer);
    expect(doc?.body).toBe(contract.body);
    expect(doc?.query).toBe(contract.query);
  });

  it('every documented answer, body and query of the API is a contract schema of @notary/domain/contracts', () => {
    const contracts = new Set<unknown>(Object.values(C));
    const outside = [...all].flatMap(([route, doc]) => {
      const answer = documentedAnswer(doc?.response);
      const schemas = [answer && ('list' in answer ? answer.list : answer), doc?.body, doc?.query].filter(Boolean);
      // The OpenAPI document describes itself; it is no contract of the portal.
      return route === 'GET /api/docs/openapi.json' ? [] : schemas.filter((s) => !contracts.has(s)).map(() => route);
    });
    expect(outside).toEqual([]);
  });
});
