import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
} from "./chunk-UKNSX44Q.mjs";
import "./chunk-WJWWNB3J.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
};
