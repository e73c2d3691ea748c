import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-UW5XYJT4.mjs";
import "./chunk-LDPJ72W7.mjs";
import "./chunk-6YPHHFFZ.mjs";
import "./chunk-LIVK4ZCU.mjs";
import "./chunk-YQN5QELA.mjs";
import "./chunk-OLOPMYIL.mjs";
import "./chunk-QFNHWSCD.mjs";
import "./chunk-KKSJZEXW.mjs";
import "./chunk-N4HFCUHZ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-GOJ4YLEW.mjs";
import "./chunk-Y4EEMQ5U.mjs";
import "./chunk-ISRNOWAN.mjs";
import "./chunk-453Y43DB.mjs";
import "./chunk-OKSBUCAF.mjs";
import "./chunk-BCT5J4CC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-UKNSX44Q.mjs";
import "./chunk-WJWWNB3J.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
