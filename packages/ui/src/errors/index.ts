export { ERROR_MESSAGES, errorMessage } from './error-messages.ts';
