import { useQuery } from '@tanstack/react-query';
import type { VideoRecordingPlayback } from '@notary/domain/contracts';
import { api } from '../../../http/index.ts';
import { actKeys } from '../../api/acts-api.ts';

/** GET …/video/recordings: the conference's recordings, each with its SHA-256 and playback URL (issue 16.4). */
export function useVideoRecordings(uuid: string) {
  return useQuery({
    queryKey: actKeys.tab(uuid, 'video-recordings'),
    queryFn: () => api.get(`notarial_act/${encodeURIComponent(uuid)}/video/recordings`).json<VideoRecordingPlayback[]>(),
    // The playback URLs carry a token valid two hours: read them again well before.
    staleTime: 30 * 60_000,
    refetchInterval: 60 * 60_000,
  });
}
