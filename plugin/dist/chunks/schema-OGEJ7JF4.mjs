import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  SCHEMA,
  SERVER_MIGRATIONS,
  addTeamMembers,
  isTeamMember,
  migrateServer,
  removeTeamMembers,
  serverSchemaVersion
} from "./chunk-D6EBFOQN.mjs";
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
