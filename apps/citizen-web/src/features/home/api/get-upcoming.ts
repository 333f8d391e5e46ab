import { useQuery } from '@tanstack/react-query';
import { getNotifyItems, type NotifyItem } from '@notary/ui/dialogs';

/** The signed-in user's upcoming acts (GET /api/notarial_act/get_notify, spec/shell.md 7). */
export function useUpcomingActs(enabled: boolean) {
  return useQuery<NotifyItem[]>({ queryKey: ['notify-items'], queryFn: () => getNotifyItems(), enabled, staleTime: 60_000 });
}
