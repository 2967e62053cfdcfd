import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Makes the text layer of a Chromium (Skia) PDF read as whole Devanagari words in text
 * extractors such as poppler's pdftotext, without changing how anything looks.
 *
 * Skia writes each shaped cluster whose glyphs do not map one to one onto its characters (कै:
 * the letter, then the vowel sign) inside a marked-content span whose /ActualText holds the
 * characters, and places every glyph with its own `Td`. An extractor takes the span to run from
 * its first glyph's position to its last glyph's position plus that glyph's width. When the
 * cluster ends in a vowel sign or mark drawn back over its letter (कै, कु, कुं, कृ: the signs of
 * क and फ sit left of the letter's right edge), the span ends short of where the next glyph
 * starts; the gap (about 0.3 em) is wider than pdftotext's word break (0.1 em), so it writes
 * "कै से" for कैसे.
 *
 * The fix sets the character spacing (`Tc`) of each such span's last glyph to that gap, and back
 * to 0 after it: the extractor's span then ends where the next glyph starts. Nothing moves,
 * since Skia places the next glyph with `Td`, from the line's start, not from the advance.
 * Only the changed content streams and the cross-reference table are written again; the rest of
 * the file is kept byte for byte. Anything this does not recognise is left as it is. About 0.15 s
 * for a 16-page Hindi report here, given back to the event loop between pages.
 */
export async function alignActualTextSpans(pdf: Buffer): Promise<Buffer> {
  const file = pdf.toString('latin1');
  const objects = readObjects(file);
  if (!objects) return pdf;
  const fonts = fontWidths(objects, file);
  // The changes, each a range of the file and its new text, in the order of the file.
  const edits: { start: number; end: number; text: string }[] = [];
  for (const object of objects.entries.values()) {
    const stream = streamOf(file, object.start, objects);
    if (!stream || !/\/Filter\s*\/FlateDecode\b/.test(stream.dict)) continue;
    let content: string;
    try {
      content = inflateSync(
        Buffer.from(file.slice(stream.dataStart, stream.dataEnd), 'latin1'),
      ).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('/ActualText')) continue;
    // A page's stream takes a few milliseconds: the web server gets its turn between them.
    await new Promise((resolve) => setImmediate(resolve));
    const aligned = alignContent(content, fonts);
    if (aligned === content) continue;
    const data = deflateSync(Buffer.from(aligned, 'latin1')).toString('latin1');
    const dict = stream.dict.replace(/\/Length\s+\d+(\s+\d+\s+R)?/, `/Length ${data.length}`);
    edits.push({ start: stream.dictStart, end: stream.dictStart + stream.dict.length, text: dict });
    edits.push({ start: stream.dataStart, end: stream.dataEnd, text: data });
  }
  if (edits.length === 0) return pdf;

  // The file with the new streams, every object moved by the change in length before it, and
  // the cross-reference table written again with the new offsets.
  edits.sort((a, b) => a.start - b.start);
  const shifted = (offset: number) =>
    offset +
    edits
      .filter((edit) => edit.end <= offset)
      .reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0);
  let out = applyEdits(file.slice(0, objects.xref), edits);
  const rows = Array.from({ length: objects.size }, (_, id) => {
    const entry = objects.entries.get(id);
    return entry
      ? `${String(shifted(entry.start)).padStart(10, '0')} 00000 n \n`
      : `0000000000 65535 f \n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.size}\n${rows.join('')}${objects.trailer}startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type Objects = {
  entries: Map<number, { start: number }>;
  size: number;
  /** The trailer as written ("trailer\n<<...>>\n"). */
  trailer: string;
  xref: number;
};

/** The objects of a PDF with a classic cross-reference table (as Skia writes it), or undefined. */
function readObjects(file: string): Objects | undefined {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(file);
  if (!startxref) return undefined;
  const xref = Number(startxref[1]);
  if (file.slice(xref, xref + 4) !== 'xref') return undefined;
  const trailerAt = file.indexOf('trailer', xref);
  if (trailerAt < 0) return undefined;
  const entries = new Map<number, { start: number }>();
  const table = file.slice(xref + 4, trailerAt);
  const lines = table.split(/\r?\n/).filter((line) => line.trim() !== '');
  let number = 0;
  for (const line of lines) {
    const section = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
    if (section) {
      number = Number(section[1]);
      continue;
    }
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
    if (!entry) return undefined;
    if (entry[3] === 'n') {
      if (entry[2] !== '00000') return undefined;
      entries.set(number, { start: Number(entry[1]) });
    }
    number += 1;
  }
  const trailer = file.slice(trailerAt, file.indexOf('startxref', trailerAt));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  // Only a file written in one go (no earlier table to point back to, no encryption), whose table
  // lists objects 0 to Size - 1 with generation 0: what Skia writes.
  if (!Number.isFinite(size) || /\/(Encrypt|Prev|XRefStm)\b/.test(trailer)) return undefined;
  if (number !== size || [...entries.keys()].some((id) => id >= size)) return undefined;
  return { entries, size, trailer, xref };
}

/** The dictionary of the object at `start` (its text), and where it ends. */
function dictionaryAt(
  file: string,
  start: number,
): { dict: string; from: number; end: number } | undefined {
  const header = /^\d+\s+\d+\s+obj\s*/.exec(file.slice(start, start + 40));
  if (!header) return undefined;
  const from = start + header[0].length;
  if (!file.startsWith('<<', from)) return undefined;
  let depth = 0;
  for (let index = from; index < file.length; index += 1) {
    const character = file[index];
    if (character === '(') {
      index = skipLiteralString(file, index);
    } else if (file.startsWith('<<', index)) {
      depth += 1;
      index += 1;
    } else if (file.startsWith('>>', index)) {
      depth -= 1;
      index += 1;
      if (depth === 0) return { dict: file.slice(from, index + 1), from, end: index + 1 };
    }
  }
  return undefined;
}

function skipLiteralString(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\\') index += 1;
    else if (character === '(') depth += 1;
    else if (character === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

function streamOf(file: string, start: number, objects: Objects) {
  const parsed = dictionaryAt(file, start);
  if (!parsed) return undefined;
  const keyword = /^\s*stream\r?\n/.exec(file.slice(parsed.end, parsed.end + 12));
  if (!keyword) return undefined;
  const length = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(parsed.dict);
  if (!length) return undefined;
  let size = Number(length[1]);
  if (length[2] !== undefined) {
    const target = objects.entries.get(size);
    const value =
      target && /^\d+\s+\d+\s+obj\s*(\d+)\s/.exec(file.slice(target.start, target.start + 60));
    if (!value) return undefined;
    size = Number(value[1]);
  }
  const dataStart = parsed.end + keyword[0].length;
  return { dict: parsed.dict, dictStart: parsed.from, dataStart, dataEnd: dataStart + size };
}

/** Glyph widths (in 1/1000 em) of each Type0 font with Identity-H encoding, by resource name. */
type FontWidths = Map<string, { widths: Map<number, number>; fallback: number }>;

function fontWidths(objects: Objects, file: string): FontWidths {
  const dictOf = (id: number) => {
    const entry = objects.entries.get(id);
    return entry ? dictionaryAt(file, entry.start)?.dict : undefined;
  };
  const byObject = new Map<number, { widths: Map<number, number>; fallback: number }>();
  const names = new Map<string, number | null>();
  for (const [id, entry] of objects.entries) {
    const dict = dictionaryAt(file, entry.start)?.dict;
    if (!dict) continue;
    if (/\/Subtype\s*\/Type0\b/.test(dict) && /\/Encoding\s*\/Identity-H\b/.test(dict)) {
      const descendant = /\/DescendantFonts\s*\[\s*(\d+)\s+\d+\s+R\s*\]/.exec(dict)?.[1];
      const cidFont = descendant ? dictOf(Number(descendant)) : undefined;
      if (cidFont) byObject.set(id, cidWidths(cidFont));
    }
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    for (const match of resources?.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g) ?? []) {
      const name = match[1] as string;
      const target = Number(match[2]);
      // A name that means two fonts in two places: not used (Skia names a font by its object).
      names.set(name, names.has(name) && names.get(name) !== target ? null : target);
    }
  }
  const fonts: FontWidths = new Map();
  for (const [name, id] of names) {
    const font = id === null || id === undefined ? undefined : byObject.get(id);
    if (font) fonts.set(name, font);
  }
  return fonts;
}

function cidWidths(dict: string): { widths: Map<number, number>; fallback: number } {
  const widths = new Map<number, number>();
  const fallback = Number(/\/DW\s+([\d.]+)/.exec(dict)?.[1] ?? 1000);
  const start = dict.search(/\/W\s*\[/);
  if (start >= 0) {
    const open = dict.indexOf('[', start);
    let depth = 0;
    let end = open;
    for (; end < dict.length; end += 1) {
      if (dict[end] === '[') depth += 1;
      if (dict[end] === ']') depth -= 1;
      if (depth === 0) break;
    }
    const tokens = dict.slice(open + 1, end).match(/\[|\]|[-\d.]+/g) ?? [];
    let index = 0;
    while (index < tokens.length) {
      const first = Number(tokens[index]);
      if (tokens[index + 1] === '[') {
        let cid = first;
        index += 2;
        while (index < tokens.length && tokens[index] !== ']') {
          widths.set(cid, Number(tokens[index]));
          cid += 1;
          index += 1;
        }
        index += 1;
      } else {
        const last = Number(tokens[index + 1]);
        const width = Number(tokens[index + 2]);
        for (let cid = first; cid <= last; cid += 1) widths.set(cid, width);
        index += 3;
      }
    }
  }
  return { widths, fallback };
}

type Token = { kind: 'operand' | 'operator'; text: string; start: number; end: number };

/** The content stream's tokens; arrays and dictionaries come as one operand each. */
/** PDF delimiters and white space (by character code): where a name, number or operator ends. */
const ends = new Uint8Array(128);
for (const character of ' \t\r\n\f\0()<>[]{}/%') ends[character.charCodeAt(0)] = 1;
const isEnd = (code: number) => code < 128 && ends[code] === 1;
const isSpace = (code: number) =>
  code === 32 || code === 10 || code === 13 || code === 9 || code === 12 || code === 0;

function tokenize(content: string): Token[] | undefined {
  const tokens: Token[] = [];
  const length = content.length;
  let index = 0;
  while (index < length) {
    const code = content.charCodeAt(index);
    const start = index;
    if (isSpace(code)) {
      index += 1;
      continue;
    }
    if (code === 37 /* % */) {
      while (index < length && content.charCodeAt(index) !== 10 && content.charCodeAt(index) !== 13)
        index += 1;
      continue;
    }
    let kind: Token['kind'] = 'operand';
    if (code === 40 /* ( */) {
      index = skipLiteralString(content, index) + 1;
    } else if (code === 91 /* [ */ || content.startsWith('<<', index)) {
      // A dictionary or an array, up to its matching close (strings inside skipped).
      let depth = 0;
      for (; index < length; index += 1) {
        const inner = content[index];
        if (inner === '(') index = skipLiteralString(content, index);
        else if (content.startsWith('<<', index)) {
          depth += 1;
          index += 1;
        } else if (content.startsWith('>>', index)) {
          depth -= 1;
          index += 1;
        } else if (inner === '[') depth += 1;
        else if (inner === ']') depth -= 1;
        else if (inner === '<') index = content.indexOf('>', index);
        if (index < 0) return undefined;
        if (depth === 0) break;
      }
      index += 1;
    } else if (code === 60 /* < */) {
      index = content.indexOf('>', index) + 1;
      if (index === 0) return undefined;
    } else {
      // A name, a number or a keyword: up to the next delimiter.
      index += 1;
      while (index < length && !isEnd(content.charCodeAt(index))) index += 1;
      if (code !== 47 /* / */) {
        const numeric = code === 43 || code === 45 || code === 46 || (code >= 48 && code <= 57);
        const word = content.slice(start, index);
        if (!numeric && word !== 'true' && word !== 'false' && word !== 'null') kind = 'operator';
        if (index === start + 1 && isEnd(code)) return undefined;
      }
    }
    tokens.push({ kind, text: content.slice(start, index), start, end: index });
  }
  return tokens;
}

/** A glyph drawn by a `Tj`: where it is on its line, its width, and the span it is in. */
type Glyph = {
  x: number;
  line: number;
  width: number;
  fontSize: number;
  span: number | null;
  /** Placed by a Td (or Tm) of its own, not by the advance of the glyph before it. */
  placed: boolean;
  /** The Tj's string operand and operator, and this glyph's place in the string. */
  string: Token;
  operator: Token;
  index: number;
  count: number;
};

/** Operators after which this cannot tell where glyphs are: the stream is left as it is. */
const unsupported = new Set(['TJ', "'", '"', 'Tc', 'Tw', 'Tz', 'Ts', 'TL', 'T*', 'd0', 'd1']);

function alignContent(content: string, fonts: FontWidths): string {
  const tokens = tokenize(content);
  if (!tokens) return content;
  const glyphs: Glyph[] = [];
  const marked: (number | null)[] = [];
  let spans = 0;
  // The current line: a new one at each BT, Tm and vertical Td, so glyphs compare only on one line.
  let line = 0;
  let lineX = 0;
  // Where the next glyph goes: the line's start after a Td, else after the last glyph's advance.
  let x = 0;
  let placed = false;
  let font: { widths: Map<number, number>; fallback: number } | undefined;
  let fontSize = 0;
  let operands: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'operand') {
      operands.push(token);
      continue;
    }
    const op = token.text;
    if (unsupported.has(op)) return content;
    if (op === 'BT' || op === 'ET' || op === 'Tm') {
      line += 1;
      lineX = 0;
      x = 0;
      placed = true;
    } else if (op === 'Td' || op === 'TD') {
      const [tx, ty] = operands.map((operand) => Number(operand.text));
      if (ty !== 0) line += 1;
      lineX += tx ?? 0;
      x = lineX;
      placed = true;
    } else if (op === 'Tf') {
      font = fonts.get((operands[0]?.text ?? '').slice(1));
      fontSize = Number(operands[1]?.text);
    } else if (op === 'BDC' || op === 'BMC') {
      const actualText = op === 'BDC' && /\/ActualText\b/.test(operands[1]?.text ?? '');
      marked.push(actualText ? spans++ : null);
    } else if (op === 'EMC') {
      marked.pop();
    } else if (op === 'Tj') {
      const string = operands[0];
      const hex = string && /^<([0-9A-Fa-f\s]*)>$/.exec(string.text)?.[1]?.replace(/\s/g, '');
      if (!font || !string || hex === undefined || hex.length % 4 !== 0) {
        // A glyph this cannot place: nothing after it on this line is compared.
        line += 1;
      } else {
        const span = [...marked].reverse().find((value) => value !== null) ?? null;
        const count = hex.length / 4;
        for (let index = 0; index < count; index += 1) {
          const cid = Number.parseInt(hex.slice(index * 4, index * 4 + 4), 16);
          const width = ((font.widths.get(cid) ?? font.fallback) * fontSize) / 1000;
          glyphs.push({
            x,
            line,
            width,
            fontSize,
            span,
            placed: placed && index === 0,
            string,
            operator: token,
            index,
            count,
          });
          x += width;
        }
        placed = false;
      }
    }
    operands = [];
  }

  const edits: { start: number; end: number; text: string }[] = [];
  glyphs.forEach((glyph, position) => {
    const next = glyphs[position + 1];
    if (glyph.span === null || !next || next.span === glyph.span || next.line !== glyph.line)
      return;
    // The last glyph of its span and of its string, and the next glyph placed by a Td of its own
    // (a glyph placed by the advance would move with the spacing).
    if (glyph.index !== glyph.count - 1 || !next.placed) return;
    const gap = next.x - (glyph.x + glyph.width);
    if (Math.abs(gap) < glyph.fontSize * 0.02) return;
    const hex = /^<([0-9A-Fa-f\s]*)>$/.exec(glyph.string.text)?.[1]?.replace(/\s/g, '') ?? '';
    const before = hex.slice(0, -4);
    const last = hex.slice(-4);
    const spacing = Number(gap.toFixed(4));
    edits.push({
      start: glyph.string.start,
      end: glyph.operator.end,
      text: `${before ? `<${before}> Tj ` : ''}${spacing} Tc <${last}> Tj 0 Tc`,
    });
  });
  return applyEdits(content, edits);
}

/** The text with each range (in order, not overlapping) replaced. */
function applyEdits(text: string, edits: { start: number; end: number; text: string }[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(text.slice(from, edit.start), edit.text);
    from = edit.end;
  }
  parts.push(text.slice(from));
  return parts.join('');
}
