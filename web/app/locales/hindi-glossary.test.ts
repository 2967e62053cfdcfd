import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { glossaryFindings, parseHindiGlossary } from '@app/contract/hindi-glossary';
import { describe, expect, it } from 'vitest';

/**
 * Every Hindi string of the web app uses the glossary's words (docs/hindi-glossary.md): one name
 * per thing, none of the variants it forbids, and the order statuses as the server names them.
 */
const localesDir = path.dirname(new URL(import.meta.url).pathname);
const glossary = parseHindiGlossary(
  readFileSync(path.resolve(localesDir, '../../../docs/hindi-glossary.md'), 'utf8'),
);
const namespaces = readdirSync(path.join(localesDir, 'hi')).filter((file) =>
  file.endsWith('.json'),
);

type Tree = { [key: string]: string | number | Tree };

function readHindi(file: string): Tree {
  return JSON.parse(readFileSync(path.join(localesDir, 'hi', file), 'utf8')) as Tree;
}

/** Every string of a locale file with its key ("orders.status.Shipped"). */
function stringsOf(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    stringsOf(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** The glossary's name of each order status (`Shipped` -> रवाना). */
const statusNames = Object.fromEntries(
  glossary.flatMap((entry) => (entry.status ? [[entry.status, entry.hindi[0]]] : [])),
);

describe('the Hindi locale files and the glossary', () => {
  it.each(namespaces)('%s uses none of the variants the glossary forbids', (file) => {
    const found = stringsOf(readHindi(file)).flatMap(([key, text]) =>
      glossaryFindings(text, glossary).map(
        ({ variant, use }) => `${key}: "${variant}" (write "${use}")`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('names the order statuses as the glossary (and the server) does, in admin and My Orders', () => {
    expect(Object.keys(statusNames).sort()).toEqual(
      ['Cancel', 'Delivered', 'Processing', 'Return', 'Shipped'].sort(),
    );
    const admin = readHindi('admin.json').status as Tree;
    const myOrders = (readHindi('shop.json').orders as Tree).status as Tree;
    for (const [status, name] of Object.entries(statusNames)) {
      expect(admin[status], `admin status ${status}`).toBe(name);
      expect(myOrders[status], `My Orders status ${status}`).toBe(name);
    }
    // The support page explains the statuses a customer sees, by the same names.
    const explained = ((readHindi('content-support.json').orders as Tree).statuses ?? {}) as Tree;
    for (const [key, value] of Object.entries(explained)) {
      const status = Object.keys(statusNames).find((name) => name.toLowerCase() === key);
      expect(status, `support page status ${key}`).toBeDefined();
      expect((value as Tree).name).toBe(statusNames[status ?? '']);
    }
  });
});
