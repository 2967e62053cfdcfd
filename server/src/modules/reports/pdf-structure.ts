/**
 * Just enough of a PDF's structure, as Chromium (Skia) writes it, to number a table of contents:
 * the pages in order, and the page each named destination (an element id that a link points
 * to) lands on. Skia writes the catalogue, the page tree and the destinations as plain objects,
 * so a scan of the bytes finds them; anything unexpected gives no numbers rather than wrong ones.
 */
function objectBodies(text: string): Map<number, string> {
  const bodies = new Map<number, string>();
  const pattern = /(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    bodies.set(Number(match[1]), match[2] ?? '');
  }
  return bodies;
}

/** The page objects in reading order (the page tree walked depth first). */
function pageOrder(bodies: Map<number, string>, root: number): number[] {
  const pages: number[] = [];
  const visit = (id: number, depth: number) => {
    const body = bodies.get(id) ?? '';
    if (depth > 20) return;
    if (/\/Type\s*\/Pages\b/.test(body)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(body)?.[1] ?? '';
      for (const kid of kids.matchAll(/(\d+)\s+0\s+R/g)) visit(Number(kid[1]), depth + 1);
    } else if (/\/Type\s*\/Page\b/.test(body)) {
      pages.push(id);
    }
  };
  visit(root, 0);
  return pages;
}

export function pdfStructure(pdf: Buffer): { pages: number; destinations: Map<string, number> } {
  const text = pdf.toString('latin1');
  const bodies = objectBodies(text);
  const catalog = [...bodies.values()].find((body) => /\/Type\s*\/Catalog\b/.test(body)) ?? '';
  const pagesRoot = Number(/\/Pages\s+(\d+)\s+0\s+R/.exec(catalog)?.[1]);
  const order = Number.isFinite(pagesRoot) ? pageOrder(bodies, pagesRoot) : [];
  const destinations = new Map<string, number>();
  const destsId = /\/Dests\s+(\d+)\s+0\s+R/.exec(catalog)?.[1];
  const dests = destsId ? (bodies.get(Number(destsId)) ?? '') : '';
  for (const entry of dests.matchAll(/\/([\w.#-]+)\s*\[\s*(\d+)\s+0\s+R/g)) {
    const name = (entry[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_hex, code: string) =>
      String.fromCharCode(Number.parseInt(code, 16)),
    );
    const index = order.indexOf(Number(entry[2]));
    if (index >= 0) destinations.set(name, index + 1);
  }
  return { pages: order.length, destinations };
}
