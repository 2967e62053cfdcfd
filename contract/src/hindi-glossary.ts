/**
 * The Hindi glossary (docs/hindi-glossary.md): the one Hindi name of each thing the site talks
 * about, and the variants that must not appear in its Hindi. The document is the source; this
 * reads its tables, and the tests of the web app (every Hindi locale file), the server (every
 * message table and its Hindi source) and this package (its own Hindi) check their texts with it.
 */

/** One row of the glossary's tables. */
export type GlossaryEntry = {
  /** What is named, in English as the document says it (an order status in backticks). */
  thing: string;
  /** The Hindi to use (more than one when a row names a word and its phrases). */
  hindi: string[];
  /** Variants that must appear in no Hindi text. */
  avoid: string[];
  /** The API's value, for the rows of order statuses (`Shipped`). */
  status?: string;
};

/** A variant found in a text, and what to write instead. */
export type GlossaryFinding = { variant: string; use: string; thing: string };

const nukta = '\u093C';

/** The cells of a Markdown table row, or null for any other line. */
function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|') || !trimmed.endsWith('|')) return null;
  return trimmed
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

/** "ईमेल · ईमेल पता" as its parts, backticks and blanks taken off. */
function listOf(cell: string): string[] {
  return cell
    .split('·')
    .map((part) => part.trim().replace(/^`(.*)`$/, '$1'))
    .filter((part) => part !== '' && part !== '–');
}

/**
 * The rows of every table whose header is `| Thing | Hindi | Not | Notes |` in the glossary's
 * Markdown. Texts are NFC-normalized (which writes the nukta as its own mark: ख + ़).
 */
export function parseHindiGlossary(markdown: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let inTable = false;
  for (const line of markdown.normalize('NFC').split('\n')) {
    const cells = cellsOf(line);
    if (!cells) {
      inTable = false;
      continue;
    }
    if (cells[0] === 'Thing' && cells[1] === 'Hindi' && cells[2] === 'Not') {
      inTable = true;
      continue;
    }
    if (!inTable || cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const [thing = '', hindi = '', avoid = ''] = cells;
    const status = /^Order status `(\w+)`/.exec(thing)?.[1];
    entries.push({ thing, hindi: listOf(hindi), avoid: listOf(avoid), ...(status && { status }) });
  }
  return entries;
}

/**
 * Whether the variant found at `at` in `text` is part of one of the row's own words written
 * there, as the end of "मंगल दोष भंग" is the row's own "दोष भंग".
 */
function insideOwnWord(text: string, at: number, variant: string, own: readonly string[]): boolean {
  return own.some((word) => {
    for (
      let offset = word.indexOf(variant);
      offset !== -1;
      offset = word.indexOf(variant, offset + 1)
    ) {
      if (text.startsWith(word, at - offset)) return true;
    }
    return false;
  });
}

/**
 * Each variant the glossary forbids that `text` uses. A variant counts unless the letter it
 * ends on carries a nukta there (a word forbidden without its nukta is not found inside the
 * same word written with it), or it is part of a word its own row tells to write there
 * (docs/hindi-glossary.md).
 */
export function glossaryFindings(
  text: string,
  glossary: readonly GlossaryEntry[],
): GlossaryFinding[] {
  const normalized = text.normalize('NFC');
  const findings: GlossaryFinding[] = [];
  for (const entry of glossary) {
    const own = entry.hindi.map((word) => word.normalize('NFC'));
    for (const variant of entry.avoid) {
      let from = normalized.indexOf(variant);
      while (from !== -1) {
        if (
          normalized[from + variant.length] !== nukta &&
          !insideOwnWord(normalized, from, variant, own)
        ) {
          findings.push({ variant, use: entry.hindi[0] ?? '', thing: entry.thing });
          break;
        }
        from = normalized.indexOf(variant, from + 1);
      }
    }
  }
  return findings;
}

/** Whether a text has Devanagari in it (a variant written in Hindi, or a Hindi text). */
export function isDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}
