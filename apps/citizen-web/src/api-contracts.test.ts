import type * as C from '@notary/domain/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { getChosenNotary } from './features/acts/api/get-chosen-notary.ts';
import { getCalculation } from './features/catalogue/api/get-calculation.ts';
import { getCatalogue } from './features/catalogue/api/get-catalogue.ts';
import { getService } from './features/catalogue/api/get-service.ts';
import { getNotary } from './features/notaries/api/get-notary.ts';
import { getNotaryMap, listNotaries } from './features/notaries/api/list-notaries.ts';
import { getPublicConfig } from './features/notaries/api/public-config.ts';
import { addReview, getReviews, getVisits } from './features/notaries/api/reviews.ts';
import { getGatewayCheckout, payGatewayCheckout } from './features/payment-gateway/api/gateway-checkout.ts';
import { getProfile } from './features/profile/api/get-profile.ts';
import { checkNotarialAct } from './features/searches/api/check-notarial-act.ts';
import { getStatistics } from './features/statistics/api/get-statistics.ts';

/**
 * Issue 11.1: each API function of the citizen web reads its route's answer
 * as the contract the API checks it against (@notary/domain/contracts) and
 * sends the route's request contract. The route is named beside each; the
 * API's client-routes test checks the route documents that same schema.
 */
describe('citizen web API functions use their routes’ contracts', () => {
  it('the directory, catalogue and calculator', () => {
    // GET /api/notaries, /api/notaries/map, /api/notaries/{id}
    expectTypeOf(listNotaries).returns.resolves.toEqualTypeOf<C.NotaryPage>();
    expectTypeOf(getNotaryMap).returns.resolves.toEqualTypeOf<C.NotaryMapOffice[]>();
    expectTypeOf(getNotary).returns.resolves.toEqualTypeOf<C.NotaryDetails>();
    expectTypeOf(getChosenNotary).returns.resolves.toEqualTypeOf<C.NotaryDetails>();
    // GET /api/notaries/{id}/reviews, /visits; POST /api/notaries/{id}/reviews
    expectTypeOf(getReviews).returns.resolves.toEqualTypeOf<C.ReviewPage>();
    expectTypeOf(getVisits).returns.resolves.toEqualTypeOf<C.Visits>();
    expectTypeOf(addReview).returns.resolves.toEqualTypeOf<C.ReviewAdded>();
    expectTypeOf(addReview).parameter(1).toEqualTypeOf<C.ReviewBody>();
    // GET /api/config/public
    expectTypeOf(getPublicConfig).returns.resolves.toEqualTypeOf<C.PublicConfig>();
    // GET /api/catalogue, /api/catalogue/{id}, /api/calculator/{serviceId}
    expectTypeOf(getCatalogue).returns.resolves.toEqualTypeOf<C.Catalogue>();
    expectTypeOf(getService).returns.resolves.toEqualTypeOf<C.ServiceDetails>();
    expectTypeOf(getCalculation).returns.resolves.toEqualTypeOf<C.Calculation>();
  });

  it('searches, statistics and the profile', () => {
    // GET /api/searches/notarial-act, /api/statistics, /api/profile
    expectTypeOf(checkNotarialAct).returns.resolves.toEqualTypeOf<C.ActCheck>();
    expectTypeOf(getStatistics).returns.resolves.toEqualTypeOf<C.Statistics>();
    expectTypeOf(getProfile).returns.resolves.toEqualTypeOf<C.Profile>();
  });

  it('the payment gateway page', () => {
    // GET /api/payment_gateway_sim/{ref}, POST /api/payment_gateway_sim/{ref}/pay
    expectTypeOf(getGatewayCheckout).returns.resolves.toEqualTypeOf<C.GatewaySimCheckout>();
    expectTypeOf(payGatewayCheckout).returns.resolves.toEqualTypeOf<C.GatewayAnswer>();
  });
});
