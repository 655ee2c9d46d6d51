// Values the global setups hand to tests through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    baseURL: string;
    dataDir: string;
  }
}
export {};
