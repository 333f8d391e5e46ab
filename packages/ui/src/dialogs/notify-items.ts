import type { KyInstance } from 'ky';
import { api } from '../http/index.ts';
import { pathForMode } from '../navigation/index.ts';
import type { ClientMode } from '../session/index.ts';
import type { NotifyItem } from '@notary/domain/identity';

/** spec/shell.md 3: an upcoming act of the signed-in user (the domain's type). */
export type { NotifyItem };

export async function getNotifyItems(client: KyInstance = api): Promise<NotifyItem[]> {
  const body = await client.get('notarial_act/get_notify').json<NotifyItem[] | { items?: NotifyItem[] }>();
  return Array.isArray(body) ? body : (body.items ?? []);
}

/** Where an item's link leads: the act by its uuid, else the act card by its id, in this mode's app. */
export function notifyItemPath(item: Pick<NotifyItem, 'uuid' | 'rid'>, mode: ClientMode): string {
  if (item.uuid) return pathForMode(mode, `/enotarial_act/${encodeURIComponent(item.uuid)}`);
  // The kiosk has no act card route (spec/shell.md 2.2): its list is where the act is.
  if (item.rid !== null && item.rid !== undefined && mode === 'browser') return `/my_notarial_act/${encodeURIComponent(String(item.rid))}`;
  return pathForMode(mode, '/my_notarial_act');
}

/** spec/shell.md 2.7: date and time are shown for a video conference with a time set. */
export function showsVisitTime(item: Pick<NotifyItem, 'regtypeid' | 'visittime'>): boolean {
  return item.regtypeid === 2 && Boolean(item.visittime);
}
