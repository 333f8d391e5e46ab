import { schemaResolver, useForm, type GetInputPropsReturnType, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
import * as v from 'valibot';
import { validationMessage } from './validation-messages.ts';

/** The key under which a schema's issue without a path (a whole-form rule) lands in `form.errors`. */
export const FORM_ERROR = '';

export type SchemaForm<Values, Schema extends v.GenericSchema> = UseFormReturnType<Values, v.InferOutput<Schema>>;

export type SchemaFormOptions<Values> = Omit<UseFormInput<Values>, 'validate' | 'transformValues' | 'enhanceGetInputProps'> & {
  /** Turns a schema's message key into the text shown; the shell's validation texts by default. */
  message?: (key: string) => string | null;
};

/**
 * A Mantine form validated by a valibot schema through Mantine's Standard
 * Schema resolver (valibot implements Standard Schema; no adapter package).
 * The schema's messages are keys (the domain's convention, spec/shell.md 5):
 * `form.errors` keeps the keys and `getInputProps` hands the input the text
 * in the current language, so a language switch re-translates a shown
 * error. `form.onSubmit` gets the schema's OUTPUT (trimmed, upper-cased,
 * converted), parsed after the resolver passed.
 *
 * Controlled mode: the masked inputs and the kiosk's on-screen keyboard
 * (which writes through the native value setter and fires `input`) keep
 * working as with plain `useState`.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends v.GenericSchema>(
  schema: Schema,
  { message = validationMessage, ...options }: SchemaFormOptions<Values>,
): SchemaForm<Values, Schema> {
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  return useForm<Values, v.InferOutput<Schema>>({
    mode: 'controlled',
    ...options,
    validate,
    // Called by onSubmit only once `validate` found no issue, so the parse cannot throw there.
    transformValues: (values) => v.parse(schema, values),
    enhanceGetInputProps: ({ inputProps }) => (typeof inputProps.error === 'string' ? { error: message(inputProps.error) } : undefined),
  });
}

/** A form error's text (a whole-form rule or a field drawn by hand), in the current language. */
export function formErrorText(form: { errors: Record<string, unknown> }, path: string, message: (key: string) => string | null = validationMessage): string | null {
  const key = form.errors[path];
  return typeof key === 'string' ? message(key) : null;
}

/** The props a MaskedInput takes from a form field's `getInputProps`: its value, its change and its translated error. */
export function maskedInputProps({ value, onChange, error, onFocus, onBlur }: GetInputPropsReturnType) {
  return { value: value as string, onValueChange: onChange as (value: string) => void, error: error as ReactNode, onFocus, onBlur };
}
