// Change statements: the sentence of a prompt that retires a value, in the shapes developers use. An explicit switch
// ("move the build over to vite, the webpack config is a nightmare", "podman rather than docker"), a revert ("re-enable
// sentry, rollbar isn't giving us stack traces", "back to render from hetzner"), a migration's end ("circleci is fully
// gone now, everything is on gitlab ci"), a setting given a new figure ("retention to 30 days (was 14)", "pool size
// 20 -> 10"), a rule replaced ("semver tags, not the date-based tags") and a review's request the user accepts ("don't
// use moment here, use date-fns"). Pure: the extractor asks it about each sentence it did not reject.
import { slotForExactValue } from './subjects.js';

export interface Change {
  /** The value retired, as written (lower case). */
  old: string;
  /** The value that replaces it, when the sentence names one. */
  new?: string;
  /** What the figure is of, when the change is a setting's ("pool size", "log retention"). */
  setting?: string;
  /** A rule given up ("no more ad hoc deploys"): the sentence is a rule itself, even when no new one is named. */
  givenUp?: boolean;
}

/** Words that end a value phrase: what follows them says why, where or when, not what. */
const STOP =
  /^(?:in|on|for|with|because|since|so|and|but|when|which|that|to|from|as|at|by|like|then|now|here|there|is|are|was|were|it|its|it's|we|we're|i|you|the|a|an|all|every|everything|too|just|also|instead|rather|not|anymore|again|back|out|entirely|completely|fully|today|yesterday|locally|everywhere|ourselves)$/;
const ARTICLE = /^(?:the|a|an|our|my|your|their|this|that|these|those|plain|old|current|existing)\s+/;
/** Generic heads that name no value on their own ("the helm charts" is helm, "the jenkins box" is jenkins). */
const GENERIC_TAIL =
  /\s+(?:charts?|box|boxes|servers?|setup|set-up|client|config|configs?|configuration|folder|files?|scripts?|exporters?|workers?|jobs?|library|lib|package|dependency|dep|service|plugin|integration|stuff|thing|one|version)$/;

/** The value phrase that starts `text`: up to three words, stopped by punctuation or a word that starts a clause. */
function phraseAt(text: string): string | undefined {
  const words: string[] = [];
  for (const raw of text.trimStart().split(/\s+/)) {
    const end = /[,;:!?()"“”'’]|\.(?:\s|$)|\s[-–—]\s/.test(`${raw} `);
    const word = raw.replace(/^[("“'‘`]+/, '').replace(/[.,;:!?)"”'’`]+$/, '');
    if (!word || (words.length > 0 && STOP.test(word)) || (words.length === 0 && STOP.test(word) && !ARTICLE.test(`${word} `))) break;
    words.push(word);
    if (end || words.length >= 4) break;
  }
  let phrase = words.join(' ').replace(ARTICLE, '').replace(ARTICLE, '');
  phrase = phrase.replace(GENERIC_TAIL, '').trim();
  return phrase && /[\p{L}\p{N}]/u.test(phrase) && phrase.length <= 40 ? phrase : undefined;
}

/** The value phrase that ends `text` (read backwards): "... swap it for axios" ends on "axios". */
function phraseBefore(text: string): string | undefined {
  const words = text.trimEnd().split(/\s+/);
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const w = words[i].replace(/^[("“'‘`]+/, '').replace(/[.,;:!?)"”'’`]+$/, '');
    if (!w || STOP.test(w) || (/[,;:.!?]$/.test(words[i]) && out.length > 0)) break;
    out.unshift(w);
    if (/^[,;:]/.test(words[i])) break;
  }
  const phrase = out.join(' ').replace(ARTICLE, '').replace(GENERIC_TAIL, '').trim();
  return phrase && /[\p{L}\p{N}]/u.test(phrase) ? phrase : undefined;
}

/** A figure as said: "30", "30s", "2.5 GB", "14 days", "3x", "an hour". */
const FIG = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*(?:%|x|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|d|days?|weeks?|mb|gb|kb|mi|gi|k|m|rps|qps|workers?|replicas?|connections?|threads?))?|an? (?:hour|minute|second|day|week))`;
const fig = (re: string) => new RegExp(re.replaceAll('FIG', FIG), 'i');

/**
 * A setting given a new figure, in whichever order the two are said: "from 30s to 12s", "20 -> 10", "to 30 days (was
 * 14)", "16 instead of 8", "5 minutes now, not an hour", "currently its 100 ... to 200", "were 4, make it 9". The
 * setting's name is the words before the figures, when they look like one.
 */
function settingChange(s: string): Change | undefined {
  const pairs: [RegExp, 'oldFirst' | 'newFirst'][] = [
    [fig(String.raw`\bfrom (FIG) (?:up |down )?to (FIG)`), 'oldFirst'],
    [fig(String.raw`(FIG)\s*(?:->|→|=>|⇒)\s*(FIG)`), 'oldFirst'],
    [
      fig(
        String.raw`\b(?:was|were|used to be|it's been|its been|currently(?: it'?s| its| is| at)?|right now it'?s)\s+(FIG)\b[^.;]*?\b(?:to|make it|set it to|now|=)\s+(FIG)`,
      ),
      'oldFirst',
    ],
    [fig(String.raw`(FIG)\s*(?:\(|,\s*)(?:was|from|up from|down from|previously|before|currently)\s+(FIG)`), 'newFirst'],
    [fig(String.raw`(FIG)(?:\s+now)?,?\s+(?:instead of|rather than|not)\s+(FIG)`), 'newFirst'],
    [fig(String.raw`\bto (FIG)\b[^.;]{0,40}?\b(?:currently|right now|today)\s+(?:it'?s|its|it is|is|at)?\s*(FIG)`), 'newFirst'],
    [fig(String.raw`\bto (FIG)\b[^.;]{0,12}?,\s*(FIG) (?:is|was) (?:making|causing|too|way too|killing|breaking)\b`), 'newFirst'],
    // "staging doesn't need 4 replicas, 2 is plenty"
    [
      fig(
        String.raw`\b(?:doesn'?t|does not|don'?t|do not) need (FIG)\b[^.;]{0,40}?[,;:]?\s*(FIG) (?:is|are|should be|will be) (?:plenty|enough|fine|sufficient|ok)\b`,
      ),
      'oldFirst',
    ],
  ];
  for (const [re, order] of pairs) {
    const m = re.exec(s);
    if (!m) continue;
    const [old, now] = order === 'oldFirst' ? [m[1], m[2]] : [m[2], m[1]];
    if (old.trim() === now.trim()) continue;
    return { old: old.trim(), new: now.trim(), ...settingNamed(s.slice(0, m.index)) };
  }
  // A setting put back: "put the pool size back to 20, the drop to 10 caused connection waits": the other figure is
  // the one given up.
  const back = fig(
    String.raw`\bback (?:down |up )?to (FIG)\b[^.;]*?\b(?:the |that )?(?:drop|change|bump|cut|move|switch|increase|decrease|reduction|raise) (?:to|of) (FIG)`,
  ).exec(s);
  if (back && back[1] !== back[2]) return { old: back[2].trim(), new: back[1].trim(), ...settingNamed(s.slice(0, back.index)) };
  // "we used to retry 3x and it double charged people ... set retries to 0"
  const used = fig(String.raw`\bused to \w+\s+(FIG)`).exec(s);
  const to = fig(String.raw`\b(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put)\b[^.;]{1,50}?\bto (FIG)`).exec(s);
  if (used && to && used[1] !== to[1])
    return { old: used[1].trim(), new: to[1].trim(), ...settingNamed(s.slice(0, to.index + to[0].length)) };
  return undefined;
}

/** The setting a figure is of: the noun words right before it ("the import batch size to 500" -> "import batch size"). */
function settingNamed(before: string): { setting?: string } {
  const m =
    /(?:^|\b(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put|the|our|its|db|is|are|was|were)\s+)((?:[a-z_][\w.-]*\s+){0,3}?[a-z_][\w.-]*)\s+(?:(?:in|on|for)\s+[\w./-]+\s+)?(?:back\s+)?(?:to|from|=|should be|is|are|were|was)?\s*$/.exec(
      before.trim() + ' ',
    );
  const name = m?.[1]
    ?.replace(/^(?:set|make|bump|raise|lower|drop|reduce|increase|change|cut|put)\s+/, '')
    .replace(/^(?:the|our|its)\s+/, '');
  return name && !STOP.test(name) ? { setting: name } : {};
}

/** Two named values of the same slot ("sentry", "rollbar": error tracking). */
const sameSlot = (a: string, b: string) => {
  const sa = slotForExactValue(a)?.subject;
  return sa !== undefined && sa === slotForExactValue(b)?.subject;
};

/** The other value of `value`'s slot named in `text`, if any: what a revert or a move away from leaves. */
function rivalIn(text: string, value: string): string | undefined {
  const words = text.split(/[^\p{L}\p{N}.+#/-]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++)
    for (let n = 3; n >= 1; n--) {
      const gram = words.slice(i, i + n).join(' ');
      if (gram !== value && !value.includes(gram) && !gram.includes(value) && sameSlot(gram, value)) return gram;
    }
  return undefined;
}

const REVERT =
  /\b(?:back to|revert(?:ing)? to|go(?:ing)? back to|went back to|return(?:ing)? to|reinstate|re-?enable|restore|bring back|put back|switch(?:ing)? back to|back on)\s+/;
const GONE =
  /\b(?:is|are)\s+(?:fully\s+|completely\s+|now\s+|finally\s+|being\s+)*(?:gone|going away|dead|out|retired|deprecated|history|shut down|decommissioned|sunset)\b/;
const REMOVE = /\b(?:delete|remove|rip out|drop|get rid of|retire|decommission|kill|clean up)\s+(?:the\s+|our\s+)?(?:old\s+|remaining\s+)?/;
const ONTO =
  /\b(?:(?:move|moving|moved|migrat\w*|switch\w*|port\w*|cut\w* over|go|goes|everything(?: is)?)\s+(?:\w+\s+){0,4}?(?:to|on|onto|into|over to)|(?:is|are)\s+(?:all\s+)?on)\s+/;

/** Words that make a sentence a choice or a rule rather than a remark. */
const CHOOSES =
  /\b(?:use|using|go with|switch|move|from now on|going forward|from today|always|everywhere|only|let's|we'll|we will|should|must|prefer|standardi[sz]e|stick with|make it|tag|name|call)\b/;

/** A verb said under a negation ("do not switch to mysql", "never move off x") states no change. */
const negatedAt = (s: string, index: number) =>
  /\b(?:don't|do not|dont|never|not|won't|will not|can't|cant|cannot|couldn't|no need to|no reason to)\s+(?:\w+\s+)?$/.test(
    s.slice(0, index),
  );

/**
 * What replaces a retired value: the value an "onto" names ("everything is on gitlab ci"), else the rival of its slot
 * the sentence or the message names ("rewrite the infra in pulumi, terraform is going away").
 */
function replacementOf(s: string, old: string | undefined, message: string): string | undefined {
  const onto = ONTO.exec(s);
  return (
    (onto ? phraseAt(s.slice(onto.index + onto[0].length)) : undefined) ?? (old ? (rivalIn(s, old) ?? rivalIn(message, old)) : undefined)
  );
}

function toolChange(s: string, accepted: boolean, message: string): Change | undefined {
  // "move off zap onto log/slog", "migrate off heroku to fly.io"
  const off =
    /\b(?:move|moving|moved|migrat\w*|switch\w*|get|getting|come|coming)\s+off\s+(?:of\s+)?(.{1,40}?)\s+(?:onto|to|for|in favou?r of)\s+/.exec(
      s,
    );
  if (off) {
    const old = phraseAt(off[1]);
    const now = phraseAt(s.slice(off.index + off[0].length));
    if (old && now && old !== now) return { old, new: now };
  }
  // "the yarn -> pnpm migration"
  const arrow = /([\w.@/+-]+)\s*(?:->|→|=>|⇒)\s*([\w.@/+-]+)/.exec(s);
  if (arrow && arrow[1] !== arrow[2]) return { old: arrow[1], new: arrow[2] };
  // "swap zap out for slog", "replace X with Y", "ditch X for Y", "trade X for Y"
  const swap = /\b(?:swap|switch|ditch|trade|replace|exchange)\s+(?:out\s+)?(?:the\s+|our\s+)?(.{1,40}?)\s+(?:out\s+)?(?:for|with)\s+/.exec(
    s,
  );
  if (swap && !negatedAt(s, swap.index)) {
    const old = phraseAt(swap[1]);
    const now = phraseAt(s.slice(swap.index + swap[0].length));
    if (old && now) return { old, new: now };
  }
  // "use podman rather than docker", "semver (v1.2.3), not the date-based tags", "use fetch instead of axios"
  const instead = /(?:\s(?:instead of|rather than|in place of|over)|,\s*not)\s+/.exec(s);
  // Not a way of doing something said with its object ("phone them instead of emailing them"): a value is named.
  const doing = instead && /^\w+ing\s+(?:them|it|us|him|her|people|everyone|everybody)\b/.test(s.slice(instead.index + instead[0].length));
  // ", not X" and "over X" state a choice only beside a word that makes one: "semver tags, not the date-based ones" as a
  // rule, not "hookrouter, not hookrelay" correcting a name.
  const bare = /^(?:,\s*not|over)$/.test(instead?.[0].trim() ?? '');
  if (instead && !doing && (!bare || CHOOSES.test(s))) {
    const old = phraseAt(s.slice(instead.index + instead[0].length));
    const head = s.slice(0, instead.index).replace(/\s*\([^)]*\)\s*$/, '');
    const now = phraseBefore(head);
    if (old && now && old !== now) return { old, new: now };
  }
  // "don't use moment here, use date-fns", "we shouldn't hand-roll retries with setTimeout, use p-retry",
  // "axios is overkill for this, just use fetch"
  const dont =
    /\b(?:don't|do not|dont|shouldn't|should not|stop|no more)\s+(?:use|using|hand-roll\s+\w+\s+with|putting|writing|doing)?\s*(.{1,40}?)(?:\s+here|\s+anymore)?\s*[,;:—–-]\s*(?:just\s+)?(?:use|go with|switch to|prefer)\s+/.exec(
      s,
    ) ??
    /\b([\w.@/-]+(?:\s+[\w.@/-]+)?)\s+is\s+(?:overkill|too heavy|a nightmare|deprecated|in maintenance mode)\b[^,;.]*[,;.]\s*(?:just\s+)?(?:use|go with|switch to)\s+/.exec(
      s,
    );
  if (dont) {
    const old = phraseAt(dont[1]) ?? phraseBefore(dont[1]);
    const now = phraseAt(s.slice(dont.index + dont[0].length));
    if (old && now && old !== now) return { old, new: now };
  }
  // "git revert the commit that moved us to kustomize, we're going back to the helm charts", "re-enable sentry,
  // rollbar just isnt giving us the stack traces", "we went back to render from hetzner"
  const back = REVERT.exec(s);
  if (back && !negatedAt(s, back.index)) {
    const now = phraseAt(s.slice(back.index + back[0].length));
    if (now) {
      const from = /\bfrom\s+/.exec(s.slice(back.index + back[0].length));
      const old =
        (from ? phraseAt(s.slice(back.index + back[0].length + from.index + from[0].length)) : undefined) ??
        /\b(?:moved|switched|migrated)\s+(?:us\s+)?to\s+([\w.@/-]+)/.exec(s)?.[1] ??
        rivalIn(s, now) ??
        rivalIn(message, now);
      if (old && old !== now) return { old, new: now };
    }
  }
  // "turn datadog back on and rip out the prometheus exporters"
  const backOn = /\bturn\s+(?:the\s+)?([\w.@/-]+(?:\s+[\w.@/-]+)?)\s+back\s+on\b/.exec(s);
  if (backOn) {
    const removed = REMOVE.exec(s.slice(backOn.index + backOn[0].length));
    const old = removed ? phraseAt(s.slice(backOn.index + backOn[0].length + removed.index + removed[0].length)) : rivalIn(s, backOn[1]);
    if (old) return { old, new: backOn[1] };
  }
  // "the last two services are off jenkins now, everything builds on github actions": what they are off is retired.
  const offOf =
    /\b(?:is|are|we're|we are|everything(?: is)?|everyone(?: is)?)\s+(?:now\s+|all\s+|fully\s+|finally\s+|completely\s+|officially\s+)*off\s+(?:of\s+)?/.exec(
      s,
    );
  if (offOf && !negatedAt(s, offOf.index)) {
    const old = phraseAt(s.slice(offOf.index + offOf[0].length));
    const now = replacementOf(s, old, message);
    if (old && now && old !== now) return { old, new: now };
    if (old && !now && (slotForExactValue(old) || accepted)) return { old };
  }
  // A migration's end: "circleci is fully gone now, everything is on gitlab ci", "after that the terraform .tf files go",
  // "finish moving the remaining cron jobs to github actions schedules and delete the jenkins box"
  const gone = GONE.exec(s) ?? /\b(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+)?\s+(?:can|will|should)\s+go\b|\bfiles\s+go\b/.exec(s);
  const removal = REMOVE.exec(s);
  if (gone || removal) {
    const old = gone
      ? (phraseBefore(s.slice(0, gone.index).replace(/\s+(?:can|will|should)$/, '')) ??
        phraseBefore(
          s.slice(0, gone.index + gone[0].length).replace(/\s+(?:can|will|should)\s+go$|\s+files\s+go$|\s+\S+\s+files\s+go$/, ''),
        ))
      : phraseAt(s.slice(removal!.index + removal![0].length));
    const now = replacementOf(s, old, message);
    if (old && now && old !== now && !/^(?:it|them|this|that)$/.test(old)) return { old, new: now };
    if (old && !now && (gone ? slotForExactValue(old) || accepted : /\bold\s+$/.test(removal![0]))) return { old };
  }
  // A rule given up: "no more ad hoc deploys", "stop putting tests in __tests__ folders", "scratch the one-pr-per-ticket
  // rule", "ignore my earlier instruction about google style docstrings", "we used to write migrations by hand, now ..."
  const dropped =
    /\b(?:no more|no longer|(?:quit|stop) (?=\w+ing\b)|(?:scratch|ignore|forget|drop|ditch|scrap|retire|kill|lift|relax) (?=my earlier|what i said|the [^,;.]{2,40}? (?:rule|convention|policy|requirement|ban)\b|about\b))\s*(?:my earlier (?:instruction|rule|request|note) (?:about|on)\s+|what i said about\s+|about\s+|the\s+)?(.{2,40}?)(?:\s+(?:rule|convention|policy|requirement|ban)\b|[,;.]|\s+(?:we're|we are|from now|going forward|now|anymore)\b|$)/.exec(
      s,
    ) ??
    /\bwe used to (.{2,40}?),\s*(?:now|but now|from now on|these days)\b/.exec(s) ??
    // "we don't squash-merge anymore", "the two-approvals rule doesn't apply anymore"
    /\b(?:we|you)\s+(?:don'?t|do not|won'?t)\s+(.{2,40}?)\s+(?:anymore|any more|any longer)\b/.exec(s) ??
    /\b(?:the\s+)?(.{2,40}?)\s+(?:rule|convention|policy|requirement)\s+(?:is|are)\s+(?:gone|dead|over|lifted|dropped|retired|no longer)\b/.exec(
      s,
    );
  if (dropped && !negatedAt(s, dropped.index)) {
    const old = dropped[1].replace(ARTICLE, '').trim();
    if (old && !/^(?:it|that|this|them)$/.test(old)) return { old, givenUp: true };
  }
  // "rewrite the infra in pulumi, terraform is going away", "lets move the build over to vite, the webpack config is
  // a nightmare": a move to a tool, with a rival of its slot named as the trouble.
  const move =
    /\b(?:move|moving|migrate|migrating|switch|switching|rewrite|rewriting|port|porting)\s+(?:\w+\s+){0,4}?(?:over\s+)?(?:to|in|onto|into)\s+/.exec(
      s,
    );
  if (move && !negatedAt(s, move.index)) {
    const now = phraseAt(s.slice(move.index + move[0].length));
    const old = now ? rivalIn(s, now) : undefined;
    if (now && old) return { old, new: now };
  }
  return undefined;
}

/** A pasted review the user accepts ("do what she says", "apply that", "agreed, swap it"). */
export const ACCEPTS =
  /\b(?:do (?:what|as) (?:she|he|they|the review(?:er)?) (?:says?|said|suggests?|asks?)|(?:apply|address|follow|take|make|implement|do) (?:that|it|this|the (?:suggestion|comment|change|review|feedback))(?: everywhere)?|agreed|agree|sounds good|fair (?:point|enough)|good (?:call|point|catch)|fix (?:that|it|this)|go with (?:that|it)|go ahead|makes sense|(?:swap|change|update) it|let's do (?:it|that)|please do|they're right|(?:she|he)'s right|you heard (?:her|him|them))\b/;

/**
 * The change one sentence states, if any. `sentence` is the original; `accepted` says the message accepts a pasted
 * review, so the review's own words (quoted, or a "> " line) count as the user's; `message` is the whole prompt, where
 * a revert's other value may be named ("flux was more trouble than it's worth. reinstate argo cd").
 */
export function changeIn(sentence: string, accepted = false, message = ''): Change | undefined {
  const s = sentence
    .toLowerCase()
    .replace(/^\s*>\s*/gm, '')
    .replace(/[`*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return undefined;
  return settingChange(s) ?? toolChange(s, accepted, message.toLowerCase());
}
