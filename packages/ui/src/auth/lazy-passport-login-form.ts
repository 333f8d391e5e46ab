import { lazyPart } from '../routing/lazy-screen.tsx';
import type { PassportLoginFormProps } from './passport-login-form.tsx';

/**
 * The passport form (its masks, its validation, the sign-in flow and the
 * face-check client) in its own chunk, for a page that shows it in place
 * (the console's home) without making it part of the first page's code.
 */
export const LazyPassportLoginForm = lazyPart<PassportLoginFormProps>(() => import('./passport-login-form.tsx').then((m) => m.PassportLoginForm));
