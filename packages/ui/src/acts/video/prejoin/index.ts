export { VideoCheck, deviceErrorOf, MIN_HEIGHT, MIN_WIDTH, type DeviceError, type VideoCheckProps } from './video-check.tsx';
export { VideoPrejoin, type VideoPrejoinProps } from './video-prejoin.tsx';
