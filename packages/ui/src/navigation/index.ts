export {
  createRouterNavigator,
  currentDocumentPath,
  KIOSK_BASE,
  modeOfPath,
  navigateTo,
  pathForMode,
  setAppNavigator,
  type AppNavigator,
} from './navigation.ts';
