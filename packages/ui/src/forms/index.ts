export { MaskedInput, type MaskedInputProps } from './masked-input.tsx';
export { validationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';
