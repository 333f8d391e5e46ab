import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';

/**
 * One valibot schema per query parameter, from its text to the value the
 * screen uses; an API contract's query entry (`v.optional(...)`) fits too.
 */
export type UrlFilterSchemas = Record<string, v.GenericSchema<string, unknown> | v.GenericSchema<string | undefined, unknown>>;

/** The filters read from the URL: a parameter missing, empty or refused by its schema is absent. */
export type UrlFilters<Schemas extends UrlFilterSchemas> = { [Key in keyof Schemas]?: Exclude<v.InferOutput<Schemas[Key]>, undefined> };

export type SetUrlFilters<Schemas extends UrlFilterSchemas> = (
  next: UrlFilters<Schemas> | ((current: UrlFilters<Schemas>) => UrlFilters<Schemas>),
  options?: { replace?: boolean },
) => void;

/** Reads the parameters of `schemas` from a query string; each one is checked on its own, so one bad value drops only itself. */
export function parseUrlFilters<Schemas extends UrlFilterSchemas>(schemas: Schemas, params: URLSearchParams): UrlFilters<Schemas> {
  const filters: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const text = params.get(key);
    if (text === null || text.trim() === '') continue;
    const result = v.safeParse(schema, text);
    if (result.success && result.output !== undefined && result.output !== null && result.output !== '') filters[key] = result.output;
  }
  return filters as UrlFilters<Schemas>;
}

/**
 * Writes the filters over a query string: any other parameter stays first,
 * then the filters in the schemas' order (one link per set of filters), the
 * empty ones left out.
 */
export function writeUrlFilters<Schemas extends UrlFilterSchemas>(schemas: Schemas, filters: UrlFilters<Schemas>, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(schemas)) next.delete(key);
  for (const key of Object.keys(schemas)) {
    const value = (filters as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && value !== '') next.set(key, String(value));
  }
  return next;
}

/**
 * A screen's search or list filters kept in the URL's query string, so
 * back/forward and a reload keep them and a shared link opens the same
 * result. A hand-edited link with a value the schema refuses drops that
 * value rather than failing. The object read is stable while the query
 * string is (usable in query keys and effect dependencies).
 *
 * `schemas` must be a constant (module level): it keys the memo.
 * Setting replaces the filters (a key left out is removed); `replace`
 * rewrites the current history entry instead of adding one (typing).
 */
export function useUrlFilters<Schemas extends UrlFilterSchemas>(schemas: Schemas): [UrlFilters<Schemas>, SetUrlFilters<Schemas>] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filters = useMemo(() => parseUrlFilters(schemas, new URLSearchParams(text)), [schemas, text]);
  // The query and the router's setter of the last render, so the setter here stays one function
  // (safe in effect dependencies) and one called later (a geolocation answer) builds on the current query.
  const latest = useRef(params);
  const write = useRef(setParams);
  useEffect(() => {
    latest.current = params;
    write.current = setParams;
  }, [params, setParams]);
  const setFilters = useCallback<SetUrlFilters<Schemas>>(
    (next, options) => {
      const current = latest.current;
      const resolved = typeof next === 'function' ? next(parseUrlFilters(schemas, current)) : next;
      const written = writeUrlFilters(schemas, resolved, current);
      // The same filters again add no history entry.
      if (written.toString() === current.toString()) return;
      latest.current = written;
      write.current(written, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [schemas],
  );
  return [filters, setFilters];
}

/** Schemas for common parameters. */
export const urlParam = {
  text: (maxLength = 200) => v.pipe(v.string(), v.trim(), v.maxLength(maxLength)),
  /** A positive integer (an id, a page). */
  id: () => v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)),
  uuid: () => v.pipe(v.string(), v.trim(), v.toLowerCase(), v.uuid()),
  oneOf: <const Options extends readonly [string, ...string[]]>(options: Options) => v.picklist(options),
};

/**
 * A text filter typed into a field and kept in the URL once typing pauses:
 * returns the field's text and its setter. `commit` gets the trimmed text
 * after `delay` ms without typing (write it with `{ replace: true }`, so the
 * history gets no entry per letter); a value the URL gets from elsewhere
 * (back/forward, a link) goes into the field.
 */
export function useUrlSearchText(urlValue: string, commit: (text: string) => void, delay = 300): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue);
  const [debounced] = useDebouncedValue(text, delay);
  // The text this field last committed; another one in the URL came from elsewhere.
  const own = useRef(urlValue);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  useEffect(() => {
    const next = debounced.trim();
    own.current = next;
    commitRef.current(next);
  }, [debounced]);
  useEffect(() => {
    if (urlValue === own.current) return;
    own.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  return [text, setText];
}
