/**
 * The feature modules of the API (one NestJS module per feature folder). Each
 * feature adds its module here.
 */
export const featureModules: (new (...args: never[]) => unknown)[] = [];
