// dist/hook/store.cjs: the store side of a hook process, one bundle for both of its lazily loaded modules (handle.ts
// imports record.ts, process-context.ts imports process-store.ts; the build points both imports here). Only the
// events that open SQLite load it.
export { recordAndAnswer } from './record.js';
export { openProcessStore, startRuntimeInstall } from './process-store.js';
