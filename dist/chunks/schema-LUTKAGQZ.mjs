import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  SCHEMA,
  SERVER_MIGRATIONS,
  addTeamMembers,
  isTeamMember,
  migrateServer,
  removeTeamMembers,
  serverSchemaVersion
} from "./chunk-2HT6NXY4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  SCHEMA,
  SERVER_MIGRATIONS,
  addTeamMembers,
  isTeamMember,
  migrateServer,
  removeTeamMembers,
  serverSchemaVersion
};
