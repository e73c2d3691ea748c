import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
} from "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
};
