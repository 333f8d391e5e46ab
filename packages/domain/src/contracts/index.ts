/**
 * The API's contracts (issue 11.1): the request and answer schemas of every
 * route, one per shape. The API validates requests and checks answers with
 * them and builds its OpenAPI document from them; the apps' API functions
 * use the inferred types. Each schema and its type share a name
 * (`Booking` is both). Imports valibot and the domain only.
 */
export * from './primitives.js';
export * from './acts.js';
export * from './defects.js';
export * from './parties.js';
export * from './subjects.js';
export * from './notes.js';
export * from './documents.js';
export * from './notifications.js';
export * from './payments.js';
export * from './sms.js';
export * from './users.js';
export * from './identity.js';
export * from './notaries.js';
export * from './equeue.js';
export * from './searches.js';
export * from './catalogue.js';
export * from './reference.js';
export * from './statistics.js';
export * from './dictionary.js';
export * from './system.js';
export * from './office-equeue.js';
export * from './notary-profile.js';
export * from './admin-notaries.js';
export * from './notary-desk.js';
export * from './act-terms.js';
export * from './person-lookup.js';
export * from './video-check.js';
export * from './ice-servers.js';
export * from './video-recordings.js';
export * from './video-conference.js';
