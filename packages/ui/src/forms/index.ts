export { MaskedInput, type MaskedInputProps } from './masked-input.tsx';
export { validationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';
export { FORM_ERROR, formErrorText, maskedInputProps, useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form.ts';
export { parseUrlFilters, urlParam, useUrlFilters, useUrlSearchText, writeUrlFilters, type SetUrlFilters, type UrlFilterSchemas, type UrlFilters } from './use-url-filters.ts';
