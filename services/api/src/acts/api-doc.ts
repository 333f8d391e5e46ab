import { SetMetadata } from '@nestjs/common';
import type { GenericSchema } from 'valibot';

export const API_DOC = 'notary:api-doc';

/** What the OpenAPI document says of one route: its schemas are the valibot ones the pipes apply. */
export type ApiDocMeta = {
  summary: string;
  body?: GenericSchema;
  query?: GenericSchema;
  /** Path parameters that are more than a string (the event names). */
  params?: Record<string, GenericSchema>;
  /** The success answer's media type when not JSON (PDF, SVG, a file). */
  produces?: string;
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
