// Runs API sources under Node's own type stripping (config.test.ts spawns src/main.ts): the sources import
// `./x.js` (TypeScript's nodenext convention), which exists only as `./x.ts` there. Only the start-up path
// before the first decorated module can run this way.
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
