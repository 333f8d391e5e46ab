export { formatDate, formatDateTime, formatPhone, formatTime } from './format.ts';
export { formatSom, formatTiyin } from './money.ts';
