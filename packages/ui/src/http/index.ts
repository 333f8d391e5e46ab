export { api, createHttpClient, type HttpClientOptions } from './http-client.ts';
export { downloadFile, fetchFile, fileNameFromContentDisposition, type DownloadedFile } from './download.ts';
export {
  badRequestMessage,
  handleRequestError,
  isHandledError,
  readErrorBody,
  retryAfterSeconds,
  SESSION_EXPIRED_MESSAGE,
  tooManyRequestsText,
  type ErrorHandlingDeps,
  type RequestContext,
} from './error-handling.ts';
export { showToast, type Notifier, type Toast } from './notify.ts';
