// Publishing one project's memory: read the publishable items, render, plan the files of the mode, apply.
import type { Db } from '../store/connection.js';
import { publishableItems, withheldByConflicts } from '../store/knowledge-read.js';
import { itemId } from '../store/knowledge.js';
import { applyPublish, planPublish, readOrNull, type FileChange, type PublishMode } from './publish.js';
import { renderMemoryFile, type PublishItem } from './render.js';

export interface PublishRequest {
  mode: PublishMode;
  project: { name: string; key: string; root: string };
  home: string;
  maxTokens: number;
  dryRun: boolean;
  /** Items from the user-wide store, published after the project's own. */
  extra?: PublishItem[];
}

export interface PublishResult {
  mode: PublishMode;
  items: number;
  changes: FileChange[];
  content: string;
  /** Items not published because they disagree with another (an open conflict): both sides, and why. */
  withheld: { conflict: number; ids: string[]; subject: string; why: string }[];
}

export function publishMemory(db: Db, req: PublishRequest): PublishResult {
  const items: PublishItem[] = publishableItems(db).map((i) => ({
    id: itemId(i),
    type: i.type as PublishItem['type'],
    text: i.text,
    reason: i.reason,
  }));
  const all = [...items, ...(req.extra ?? [])];
  const content = renderMemoryFile(req.project.name, all, req.maxTokens);
  const plan = planPublish(req.mode, { projectRoot: req.project.root, projectKey: req.project.key, home: req.home }, content, readOrNull);
  const withheld = withheldByConflicts(db).map((c) => {
    const ids = [c.a, c.b].filter((i) => i != null).map((i) => itemId(i));
    return {
      conflict: c.id,
      ids,
      subject: c.subjectKey,
      why: `${ids.join(' and ')} disagree${c.subjectKey ? ` about ${c.subjectKey}` : ''} (conflict ${c.id}): neither is published until one wins`,
    };
  });
  return { mode: req.mode, items: all.length, changes: applyPublish(plan, req.dryRun), content, withheld };
}
