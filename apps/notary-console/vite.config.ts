import { appConfig, DEV_PORTS } from '../../tools/vite-app.ts';

export default appConfig({ base: '/console/', port: DEV_PORTS.console });
