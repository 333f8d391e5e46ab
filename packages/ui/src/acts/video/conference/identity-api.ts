import type { VideoIdentityAttempt, VideoIdentityParty, VideoIdentityState } from '@notary/domain/contracts';
import { api } from '../../../http/index.ts';

const identityPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}/video/identity`;

/** Issue 16.3: the calls of the face check inside the conference (services/api/src/video/identity). */
export type VideoIdentityApi = {
  /** GET …/video/identity: each party's state and whether the act may be registered. */
  state: (uuid: string) => Promise<VideoIdentityState>;
  /** POST …/video/identity/attempt: the face check's session id and the party's own pin and document. */
  attempt: (uuid: string) => Promise<VideoIdentityAttempt>;
  /** POST …/video/identity: the signed result; answers the party's state. */
  confirm: (uuid: string, jwt: string) => Promise<VideoIdentityParty>;
  /** POST …/video/identity/request: the notary asks a party to take the check (again). */
  request: (uuid: string, userId: string) => Promise<VideoIdentityState>;
};

export const videoIdentityApi: VideoIdentityApi = {
  state: (uuid) => api.get(identityPath(uuid)).json<VideoIdentityState>(),
  attempt: (uuid) => api.post(`${identityPath(uuid)}/attempt`).json<VideoIdentityAttempt>(),
  confirm: (uuid, jwt) => api.post(identityPath(uuid), { json: { jwt } }).json<VideoIdentityParty>(),
  request: (uuid, userId) => api.post(`${identityPath(uuid)}/request`, { json: { userId } }).json<VideoIdentityState>(),
};
