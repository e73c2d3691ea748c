import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
} from "./chunk-WSXJKNN4.mjs";
import "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
};
