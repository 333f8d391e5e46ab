import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  citizen: msg`Fuqaro`,
  notary: msg`Notarius`,
  admin: msg`Administrator`,
};
