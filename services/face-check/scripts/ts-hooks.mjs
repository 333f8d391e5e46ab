// Runs the service from its TypeScript sources under Node's own type
// stripping (tests that spawn the service): the sources import `./x.js`
// (TypeScript's nodenext convention), which exists only as `./x.ts` there.
//   node --conditions=source --import ./scripts/ts-hooks.mjs src/main.ts
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
});
