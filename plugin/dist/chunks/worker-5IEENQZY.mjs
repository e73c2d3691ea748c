import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-7E2N24Q7.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YHL7V5GX.mjs";
import "./chunk-QM2N4JQS.mjs";
import "./chunk-PKMYHCI6.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-2CUAIBZZ.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-O4FPBGIN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-P44MVFKU.mjs";
import "./chunk-QVVDJHS3.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-IFLOXBNB.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
