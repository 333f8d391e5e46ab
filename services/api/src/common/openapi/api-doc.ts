import { SetMetadata } from '@nestjs/common';
import type { GenericSchema, InferOutput } from 'valibot';

export const API_DOC = 'notary:api-doc';

/** What the OpenAPI document says of one route: its schemas are the valibot ones the pipes apply. */
export type ApiDocMeta = {
  summary: string;
  body?: GenericSchema;
  query?: GenericSchema;
  /** Path parameters that are more than a string (the event names). */
  params?: Record<string, GenericSchema>;
  /** The success answer's media type when not JSON (PDF, SVG, a file): a binary string unless `response` says more. */
  produces?: string;
  /** The success answer's shape (every route has one: src/openapi.test.ts). */
  response?: GenericSchema;
  /** Status codes besides 200 that this route answers, with their meaning. */
  errors?: Record<number, string>;
  isPublic?: boolean;
};

/** Marks a route for the OpenAPI document (`/api/docs/openapi.json`). */
export const ApiDoc = (meta: ApiDocMeta) => SetMetadata(API_DOC, meta);

/** The answers every act route shares (spec/shell.md 8). */
export const ACT_ERRORS = {
  403: "'Access Denied': no or expired session",
  418: '`uuid_not_found` (unknown act) or `pin_not_found_in_uuid` (not a party, not the office\'s notary)',
} as const;

/** The JSON a value becomes on the wire: dates as ISO strings, readonly arrays as arrays. */
type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A documented answer checked against the type the service returns:
 * `response: answer<BookingDto>()(BookingSchema)` does not compile when the
 * schema and the type describe different JSON, so the document cannot drift
 * from a typed service.
 */
export function answer<T>() {
  return <S extends GenericSchema>(schema: S, ..._sameShape: Same<InferOutput<S>, Json<T>> extends true ? [] : [never]): S => schema;
}

/** What a service method answers, for `answer<Answered<Service['method']>>()(Schema)`. */
export type Answered<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
