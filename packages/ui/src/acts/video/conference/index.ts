export { ConferenceScreen, type ConferenceFactory, type ConferenceHandle, type ConferenceScreenProps } from './conference-screen.tsx';
export { ConferenceClient, type ConferenceState, type PeerState, type RemoteTile } from './conference-client.ts';
export { fetchVideoJoinToken, openVideoRoom } from './conference-api.ts';
