import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
} from "./chunk-W7IY7A4V.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
};
