/** Injection token of the `ApiConfig`: `@Inject(CONFIG) config: ApiConfig`. */
export const CONFIG = Symbol('ApiConfig');
