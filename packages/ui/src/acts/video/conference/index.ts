export { ConferenceScreen, type ConferenceFactory, type ConferenceHandle, type ConferenceScreenProps } from './conference-screen.tsx';
export { ConferenceClient, type ConferenceState, type PeerState, type RemoteTile } from './conference-client.ts';
export { fetchVideoJoinToken, openVideoRoom } from './conference-api.ts';
export { IdentityPanel, useVideoIdentity, videoIdentityKey, type IdentityPanelProps } from './identity-panel.tsx';
export { videoIdentityApi, type VideoIdentityApi } from './identity-api.ts';
export { RecordingControl, type RecordingControlProps } from './recording-control.tsx';
