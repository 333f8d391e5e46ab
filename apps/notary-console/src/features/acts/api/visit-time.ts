import type { ActGeneral } from '@notary/domain/contracts';
import { actKeys } from '@notary/ui/acts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Whether the set visit time has come, on the page's clock: checked every 10
 * seconds, so the desk and the conference open registration at the set minute
 * without a reload; then the act is asked again, so the machine's answer (its
 * held-back reasons) follows.
 */
export function useVisitTimeCome(general: Pick<ActGeneral, 'uuid' | 'visitAt' | 'isVisitTimePassed'> | undefined): boolean {
  const client = useQueryClient();
  const visitAt = general?.visitAt ? Date.parse(general.visitAt) : null;
  const isPassed = general?.isVisitTimePassed ?? false;
  const uuid = general?.uuid;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (visitAt === null || isPassed) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, [visitAt, isPassed]);
  const isCome = isPassed || (visitAt !== null && visitAt <= now);
  // Asked again at each check until the API's answer has the time come too (its clock may be a moment behind).
  useEffect(() => {
    if (isCome && !isPassed && uuid) void client.invalidateQueries({ queryKey: actKeys.act(uuid) });
  }, [isCome, isPassed, uuid, client, now]);
  return isCome;
}
