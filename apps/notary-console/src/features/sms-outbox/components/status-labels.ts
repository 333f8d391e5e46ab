import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The outbox's statuses: the shipped gateway writes 'queued'; the others are
 * what an operator's adapter draining the table would write. Anything else is
 * shown as the API sent it.
 */
export const SMS_STATUS_LABELS: Record<string, { label: MessageDescriptor; color: string }> = {
  queued: { label: msg`Yuborish navbatida`, color: 'blue' },
  sent: { label: msg`Yuborilgan`, color: 'teal' },
  delivered: { label: msg`Yetkazilgan`, color: 'green' },
  failed: { label: msg`Yuborilmagan`, color: 'red' },
};
