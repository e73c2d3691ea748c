import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
} from "./chunk-GF7TBI76.mjs";
import "./chunk-CEZ7A6Q5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  credentialsFile,
  forgetTeamPassword,
  readTeamPassword,
  saveTeamPassword
};
