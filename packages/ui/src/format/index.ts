export { formatDate, formatDateTime, formatPhone, formatTime } from './format.ts';
