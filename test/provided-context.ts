// Values the global setups hand to tests through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    baseURL: string;
    /** The local Functions emulator's own address of the stack's functions (project and region): `${functionsURL}/render/…`. */
    functionsURL: string;
    dataDir: string;
    /** The e2e stack's launcher (it hosts the Firestore emulator): e2e tests stall Firestore through it. */
    stackPid: number;
    /** The one Chromium the e2e files share (e2e/support/global-setup.ts), as a Playwright server's endpoint. */
    browserEndpoint: string;
    /**
     * The local admin's signed-in browser state (Playwright's storageState with IndexedDB), saved once
     * per run by e2e/support/global-setup.ts; admin test files start their contexts from it.
     */
    adminSession: unknown;
  }
}
export {};
