import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/inject/budget.ts
var UNITS_PER_TOKEN = 20;
var UNITS_ASCII = 6;
var UNITS_OTHER_BMP = 10;
var UNITS_CJK = 20;
var UNITS_ASTRAL = 40;
var SEPARATOR = "\n";
var ELLIPSIS = "\u2026";
var defaultTrailer = (omitted) => `\u2026 ${omitted} more (use session_recall to see them)`;
function isCjk(cp) {
  return cp >= 4352 && cp <= 4607 || // Hangul Jamo
  cp >= 11904 && cp <= 12255 || // CJK radicals
  cp >= 12288 && cp <= 13311 || // CJK punctuation, kana, bopomofo, compatibility
  cp >= 13312 && cp <= 19903 || // CJK extension A
  cp >= 19968 && cp <= 40959 || // CJK unified ideographs
  cp >= 43360 && cp <= 43391 || // Hangul Jamo extended A
  cp >= 44032 && cp <= 55295 || // Hangul syllables and Jamo extended B
  cp >= 63744 && cp <= 64255 || // CJK compatibility ideographs
  cp >= 65072 && cp <= 65103 || // CJK compatibility forms
  cp >= 65280 && cp <= 65519 || // halfwidth and fullwidth forms
  cp >= 131072 && cp <= 262143;
}
function codePointUnits(cp) {
  if (cp < 128) return UNITS_ASCII;
  if (isCjk(cp)) return UNITS_CJK;
  return cp > 65535 ? UNITS_ASTRAL : UNITS_OTHER_BMP;
}
function units(text) {
  let total = 0;
  for (const ch of text) total += codePointUnits(ch.codePointAt(0));
  return total;
}
function budgetUnits(tokens) {
  if (Number.isNaN(tokens) || tokens <= 0) return 0;
  return Math.floor(tokens) * UNITS_PER_TOKEN;
}
function estimateTokens(text) {
  return Math.ceil(units(text) / UNITS_PER_TOKEN);
}
var graphemes = null;
function truncateToUnits(text, room) {
  if (units(text) <= room) return text;
  const roomForText = room - units(ELLIPSIS);
  if (roomForText <= 0) return "";
  let used = 0;
  let cut = 0;
  graphemes ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
  for (const { segment, index } of graphemes.segment(text)) {
    const cost = units(segment);
    if (used + cost > roomForText) break;
    used += cost;
    cut = index + segment.length;
  }
  let head = text.slice(0, cut);
  const lastSpace = head.search(/\s\S*$/);
  if (lastSpace > 0 && lastSpace >= head.length * 0.6) head = head.slice(0, lastSpace);
  head = head.trimEnd();
  return head === "" ? "" : head + ELLIPSIS;
}
function truncateToTokens(text, tokens) {
  return truncateToUnits(text, budgetUnits(tokens));
}
function compose(header, items, trailer) {
  const parts = header ? [header, ...items] : [...items];
  if (trailer !== void 0) parts.push(trailer);
  return parts.join(SEPARATOR);
}
function fitToBudget(items, budgetTokens, opts = {}) {
  const budget = budgetUnits(budgetTokens);
  const trailerFor = opts.trailer ?? defaultTrailer;
  const header = opts.header || void 0;
  const total = items.length;
  const fits = (text) => units(text) <= budget;
  const result = (text, included) => ({
    text,
    included,
    omitted: total - included,
    tokens: estimateTokens(text)
  });
  let used = header ? units(header) : 0;
  let n = 0;
  for (; n < total; n++) {
    const add = (header || n > 0 ? units(SEPARATOR) : 0) + units(items[n]);
    if (used + add > budget) break;
    used += add;
  }
  for (; n > 0; n--) {
    const text = compose(header, items.slice(0, n), n < total ? trailerFor(total - n) : void 0);
    if (fits(text)) return result(text, n);
  }
  if (total === 0) return result("", 0);
  const rest = total - 1;
  if (opts.wholeItems) {
    const allOmitted2 = trailerFor(total);
    return fits(allOmitted2) ? result(allOmitted2, 0) : result("", 0);
  }
  const restTrailer = rest > 0 ? trailerFor(rest) : void 0;
  const room = budget - units(compose(header, [""], restTrailer));
  const cut = room > 0 ? truncateToUnits(items[0], room) : "";
  if (cut !== "") return result(compose(header, [cut], restTrailer), 1);
  const allOmitted = trailerFor(total);
  return fits(allOmitted) ? result(allOmitted, 0) : result("", 0);
}

export {
  estimateTokens,
  truncateToTokens,
  fitToBudget
};
