import type { VideoJoinToken, VideoRoom } from '@notary/domain/contracts';
import { api } from '../../../http/index.ts';

const actPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}`;

/** POST /api/notarial_act/:uuid/video/room: the notary opens (or reopens) the act's conference room. */
export async function openVideoRoom(uuid: string): Promise<VideoRoom> {
  return api.post(`${actPath(uuid)}/video/room`).json<VideoRoom>();
}

/** POST /api/notarial_act/:uuid/video/token: a short-lived join token for `video:join`. */
export async function fetchVideoJoinToken(uuid: string): Promise<VideoJoinToken> {
  return api.post(`${actPath(uuid)}/video/token`).json<VideoJoinToken>();
}
