export { AppProviders, queryClient } from './app-providers.tsx';
