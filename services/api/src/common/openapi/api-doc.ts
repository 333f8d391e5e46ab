import { SetMetadata } from '@nestjs/common';
import type { GenericSchema, InferOutput } from 'valibot';

export const API_DOC = 'notary:api-doc';

/** What the OpenAPI document says of one route: its schemas are the valibot ones the pipes apply. */
export type ApiDocMeta = {
  summary: string;
  body?: GenericSchema;
  /** The body's media type when not JSON (a file upload: `multipart/form-data`, `body` then describes its fields). */
  consumes?: string;
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

/** What a handler answers on the wire; `void` for one that writes the response itself (`@Res()`). */
type Answer<F> = F extends (...args: never[]) => infer R ? Json<Awaited<R>> : never;

/** A handler whose answer is not what its documented schema describes does not compile. */
type Matching<F, S> = S extends GenericSchema
  ? [Answer<F>] extends [void | undefined]
    ? unknown
    : [Answer<F>] extends [InferOutput<S>]
      ? unknown
      : { 'the answer does not match the documented response schema': InferOutput<S> }
  : unknown;

/**
 * Marks a route for the OpenAPI document (`/api/docs/openapi.json`). The
 * handler's answer (what its service returns, as JSON) must be the
 * `response` schema's output, checked by the compiler, so the document
 * cannot drift from the code; the contract schemas of @notary/domain/contracts
 * are the only place an answer's shape is written.
 */
export function ApiDoc<const M extends ApiDocMeta>(meta: M) {
  return <F extends (...args: never[]) => unknown>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F> & Matching<F, M['response']>,
  ): void => {
    SetMetadata(API_DOC, meta)(target, key, descriptor);
  };
}
