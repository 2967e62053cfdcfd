import { defaultLanguage, type Language } from '@app/contract/site';
import type { CustomTypeOptions, Namespace, ParseKeys, TFunction, TOptions } from 'i18next';
import { createContext, createElement, type ReactNode, useContext, useEffect } from 'react';

/**
 * The site's strings and the one way to read them (decisions 047 and 048).
 *
 * Our own small reader of i18next's format (nested keys, `{{value}}`, plurals with
 * `_zero`/`_one`/`_other` by the language's plural rules, `ns:key`, `returnObjects`,
 * `defaultValue`, English when a Hindi string is missing), about 1 KB where i18next and
 * react-i18next were 20 KB of every page's first script. i18next stays a dev dependency: its
 * types check every key written in code against the English JSON (app/i18next.d.ts), and
 * `i18n.test.ts` checks that this reader gives what i18next gives for every string of every
 * namespace in both languages.
 *
 * Where the strings come from (decision 048): a page carries only its own language's strings,
 * and not in its script. On the build machine every file is loaded before a page is rendered
 * (`all-strings.server.ts`), and the page's HTML gets the strings its render read, in its
 * language (`PageStrings`); the browser starts from those. The locale files are also chunks of
 * their own: a module names the namespaces it uses (`registerNamespace`), and the browser fetches
 * those the HTML did not bring (strings used only after a click, or another page's after a move)
 * in the page's language. A render that needs strings still on their way waits for them
 * (Suspense): a move to another page keeps the old one on screen until they arrive.
 *
 * The root component gives the page's language to React (`LanguageProvider`, decision 026), so
 * a page is rendered in its language from the first render, on the build machine and in the
 * browser alike.
 */

type StringTree = { [key: string]: unknown };
type Strings = CustomTypeOptions['resources'];
type Options = TOptions & { count?: number; ns?: string | readonly string[] };

/**
 * Files kept apart from their namespace's main file, under a key of it: the legal pages share
 * their words (content-legal.json) and each brings only its own sections (decision 046).
 */
const namespaceParts: Record<string, { namespace: string; key: string }> = {
  'content-legal-privacy': { namespace: 'content-legal', key: 'privacy' },
  'content-legal-terms': { namespace: 'content-legal', key: 'terms' },
  'content-legal-refunds': { namespace: 'content-legal', key: 'refunds' },
};

/** The strings of each file by language (`common`, `home`, `content-legal-privacy`...). */
const files: Record<Language, Map<string, StringTree>> = { en: new Map(), hi: new Map() };
/** Each namespace's strings, its parts merged in: what `t` reads. */
const strings: Record<Language, Record<string, StringTree>> = { en: {}, hi: {} };
/** The files a page's modules named, so they can be fetched in another language too. */
const namedFiles = new Set<string>(['common']);
const loading = new Map<string, Promise<void>>();

/** The locale files as chunks of their own, fetched when first needed (in the browser). */
const fileLoaders = import.meta.glob<{ default: StringTree }>('../locales/*/*.json');

function loaderOf(language: Language, file: string) {
  return fileLoaders[`../locales/${language}/${file}.json`];
}

function namespaceOf(file: string): string {
  return namespaceParts[file]?.namespace ?? file;
}

/** Adds one file's strings (the build machine loads them all; the browser as they arrive). */
export function addStringsFile(language: Language, file: string, tree: StringTree): void {
  files[language].set(file, tree);
  mergeIntoNamespace(language, file, tree);
}

function mergeIntoNamespace(language: Language, file: string, tree: StringTree): void {
  const part = namespaceParts[file];
  const namespace = namespaceOf(file);
  const added = part ? { [part.key]: tree } : tree;
  strings[language][namespace] = mergeDeep(strings[language][namespace] ?? {}, added);
}

function isTree(value: unknown): value is StringTree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `base` with `added`'s keys put in, objects merged key by key. */
function mergeDeep(base: StringTree, added: StringTree): StringTree {
  const merged: StringTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeDeep(existing, value) : value;
  }
  return merged;
}

/** Files whose fetch failed (`language/file`): not waited for until the browser is online. */
const failed = new Set<string>();
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    for (const id of failed) loading.delete(id);
    failed.clear();
  });
}

function loadFile(language: Language, file: string): Promise<void> | undefined {
  if (files[language].has(file)) return undefined;
  const id = `${language}/${file}`;
  if (failed.has(id)) return undefined;
  let pending = loading.get(id);
  if (!pending) {
    const load = loaderOf(language, file);
    if (!load) return undefined;
    // A file that could not be fetched settles the wait too, as failed: a render that threw this
    // promise must not throw it again at once (a failed import() fails again at once, and React
    // would draw again and again). Its keys show as missing until the network is back.
    pending = load().then(
      (module) => addStringsFile(language, file, module.default),
      () => {
        failed.add(id);
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** The language the browser is showing, for fetching named files before React asks. */
let shownLanguage: Language =
  typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? 'hi' : 'en';

/**
 * Names a namespace a module uses (called at the top of the module). In the browser it fetches
 * the namespace's strings in the page's language unless the page already has them; on the build
 * machine they are all loaded already.
 */
export function registerNamespace(namespace: keyof Strings): void {
  nameFile(namespace);
}

/** Names one part of a namespace kept in parts (a legal page's sections): see namespaceParts. */
export function registerNamespacePart(
  file: 'content-legal-privacy' | 'content-legal-terms' | 'content-legal-refunds',
): void {
  nameFile(file);
}

function nameFile(file: string): void {
  namedFiles.add(file);
  if (typeof document !== 'undefined') void loadFile(shownLanguage, file);
}

/** Fetches every named namespace in a language (before the page is drawn in it). */
export function loadLanguage(language: Language): Promise<unknown> {
  return Promise.all([...namedFiles].map((file) => loadFile(language, file)));
}

/**
 * The files of a namespace that are not all here yet (being fetched from now on), or undefined
 * when the whole namespace is here. The namespace's main file, and the parts that modules named.
 */
function pendingFiles(language: Language, namespace: string): Promise<unknown> | undefined {
  const needed = [namespace, ...Object.keys(namespaceParts)].filter(
    (file) => namespaceOf(file) === namespace && (file === namespace || namedFiles.has(file)),
  );
  const pending = needed.map((file) => loadFile(language, file)).filter(Boolean);
  return pending.length > 0 ? Promise.all(pending) : undefined;
}

/**
 * On the build machine: the keys each page's render read, by file (`reads`), and those read as a
 * whole object (`wholes`), for `PageStrings`.
 */
const reads = new Map<string, Set<string>>();
const wholes = new Map<string, Set<string>>();

/** Starts a page's list of keys read (the build machine, before rendering a page). */
export function startPage(): void {
  reads.clear();
  wholes.clear();
}

function noteRead(language: Language, namespace: string, key: string, whole: boolean): void {
  if (!import.meta.env.SSR) return;
  // The file of the namespace that holds the key (a part's key may also be in the main file, as
  // privacy.meta is), so a legal page does not bring the other legal pages' sections.
  for (const [file, tree] of files[language]) {
    if (namespaceOf(file) !== namespace) continue;
    const part = namespaceParts[file];
    if (part && !key.startsWith(`${part.key}.`)) continue;
    const path = part ? key.slice(part.key.length + 1) : key;
    if (!hasKey(tree, path)) continue;
    const noted = whole ? wholes : reads;
    if (!noted.has(file)) noted.set(file, new Set());
    noted.get(file)?.add(path);
  }
}

function hasKey(tree: StringTree, key: string): boolean {
  let node: unknown = tree;
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (!isTree(node) && !Array.isArray(node)) return false;
    const children = node as StringTree;
    // The last part may be a plural's base (`items` for `items_one`, `items_other`).
    if (index === parts.length - 1 && !(part in children)) {
      return Object.keys(children).some((name) => name.startsWith(`${part}_`));
    }
    node = children[part];
  }
  return node !== undefined;
}

/**
 * The part of a file's strings at these keys: each key's value (with its plural forms; an array
 * whole), and the objects read whole, whole.
 */
function pickKeys(tree: StringTree, keys: Iterable<string>): StringTree {
  const picked: StringTree = {};
  for (const key of keys) {
    let from: unknown = tree;
    let into = picked;
    const parts = key.split('.');
    for (const [index, part] of parts.entries()) {
      if (!isTree(from)) break;
      const value = from[part];
      if (index === parts.length - 1 || Array.isArray(value)) {
        // The key's value, and its plural forms beside it (`items_one`, `items_other`).
        for (const [name, item] of Object.entries(from)) {
          if (name === part || name.startsWith(`${part}_`)) into[name] = item;
        }
        break;
      }
      if (!isTree(into[part])) into[part] = {};
      into = into[part] as StringTree;
      from = value;
    }
  }
  return picked;
}

function lookUp(language: Language, namespace: string, key: string): unknown {
  return valueAt(strings[language][namespace], key);
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The key's string (or object) in one language, the plural form chosen as i18next chooses it. */
function find(language: Language, namespace: string, key: string, count: unknown): unknown {
  if (typeof count === 'number') {
    const zero = count === 0 ? lookUp(language, namespace, `${key}_zero`) : undefined;
    if (zero !== undefined) return zero;
    const form = lookUp(language, namespace, `${key}_${pluralCategory(language, count)}`);
    if (form !== undefined) return form;
  }
  return lookUp(language, namespace, key);
}

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The value at a dotted path (`a.b.0`) of strings or of a `t` call's options. */
function valueAt(tree: unknown, path: string): unknown {
  let value = tree;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as StringTree)[part];
  }
  return value;
}

/** `{{name}}` replaced by the option of that name; one that is not given is left as written. */
function interpolate(text: string, options: StringTree): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (written, path: string) => {
    const value = valueAt(options, path);
    return value === undefined || value === null ? written : String(value);
  });
}

function interpolateDeep(value: unknown, options: StringTree): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]),
    );
  }
  return value;
}

function translate(
  language: Language,
  namespaces: readonly string[],
  fullKey: string,
  options: Options = {},
): unknown {
  let key = fullKey;
  let searched = options.ns === undefined ? namespaces : [options.ns].flat();
  const separator = key.indexOf(':');
  if (separator > 0) {
    searched = [key.slice(0, separator)];
    key = key.slice(separator + 1);
  }
  // What is here first (the page's HTML brought the keys its render read); a key that is not
  // here waits for its files if they are on their way (Suspense, see the top of the file).
  let waitFor: Promise<unknown> | undefined;
  for (const namespace of searched) {
    // The page language's files of this namespace still on their way: asked at most once, and
    // only when a key is not here (most keys are found at once).
    let ownPending: Promise<unknown> | undefined | null = null;
    const pendingOwnFiles = () => {
      if (ownPending === null) ownPending = pendingFiles(language, namespace);
      return ownPending;
    };
    // English stands in for a Hindi string only where English is here already: Hindi has every
    // key (the locale files' test), so this is for `defaultValue` keys, not worth a fetch of
    // English.
    const candidates =
      language === defaultLanguage || !strings.en[namespace]
        ? [language]
        : [language, 'en' as const];
    for (const candidate of candidates) {
      // English stands in only once the page's language has all its files here: while one is on
      // its way (the language switch has just asked for it), the render waits for it, or a Hindi
      // page would keep English words (its title: meta is not drawn again when they arrive).
      if (candidate !== language) {
        const pending = pendingOwnFiles();
        if (pending) {
          waitFor ??= pending;
          break;
        }
      }
      const found = find(candidate, namespace, key, options.count);
      if (found === undefined) continue;
      if (typeof found === 'string') {
        noteRead(candidate, namespace, key, false);
        return interpolate(found, options as StringTree);
      }
      if (typeof found !== 'object') {
        noteRead(candidate, namespace, key, false);
        return found;
      }
      if (!options.returnObjects) continue;
      // An object may be only the part of it the HTML brought, unless it was read whole there.
      const pending = isWholeHere(candidate, namespace, key)
        ? undefined
        : candidate === language
          ? pendingOwnFiles()
          : pendingFiles(candidate, namespace);
      if (pending) {
        waitFor ??= pending;
        continue;
      }
      noteRead(candidate, namespace, key, true);
      return interpolateDeep(found, options as StringTree);
    }
    waitFor ??= pendingOwnFiles();
  }
  if (waitFor) throw waitFor;
  if (options.defaultValue !== undefined) {
    return interpolate(String(options.defaultValue), options as StringTree);
  }
  // A key missing from the strings throws in development and in tests, so it is found at once
  // rather than shown to a visitor as the key itself (keys written in code are also typed).
  if (import.meta.env.DEV) {
    throw new Error(`Missing translation: ${searched[0]}:${key} (${language})`);
  }
  return key;
}

const boundTranslations = new Map<string, unknown>();

/**
 * The translation function of a language and namespace(s) (the first namespace is searched
 * first; `other:key` names another). The same function is returned for the same arguments, so
 * it can stand in a hook's dependencies.
 */
export function fixedT<const N extends Namespace = 'common'>(
  language: Language,
  namespace?: N,
): TFunction<N> {
  const namespaces = [namespace ?? 'common'].flat() as string[];
  for (const name of namespaces) namedFiles.add(name);
  const cacheKey = `${language}|${namespaces.join(',')}`;
  let bound = boundTranslations.get(cacheKey);
  if (!bound) {
    bound = (key: string, options?: Options) => translate(language, namespaces, key, options);
    boundTranslations.set(cacheKey, bound);
  }
  return bound as TFunction<N>;
}

const LanguageContext = createContext<Language>(defaultLanguage);

/**
 * Gives the page's language to every translated component below it, and fetches the named
 * namespaces in that language when it changes (those a click may still need).
 */
export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  shownLanguage = language;
  useEffect(() => {
    void loadLanguage(language).catch(() => {});
  }, [language]);
  return createElement(LanguageContext.Provider, { value: language }, children);
}

/** The language the page is rendered in (from `LanguageProvider`). */
export function useRenderLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * The strings the page's render read, in its language, as JSON in the HTML (decision 048): the
 * browser reads them before the page's code runs. Rendered by the root after the page and before
 * its scripts; in the browser it keeps what the HTML had.
 */
export function PageStrings({ language }: { language: Language }) {
  const text = import.meta.env.SSR ? pageStringsJson(language) : stringsFromHtml;
  return createElement('script', {
    id: pageStringsId,
    type: 'application/json',
    suppressHydrationWarning: true,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own strings as JSON, `<` escaped
    dangerouslySetInnerHTML: { __html: text },
  });
}

const pageStringsId = 'page-strings';

function pageStringsJson(language: Language): string {
  const picked: Record<string, StringTree> = {};
  const whole: Record<string, string[]> = {};
  for (const file of new Set([...reads.keys(), ...wholes.keys()])) {
    const tree = files[language].get(file);
    if (!tree) continue;
    picked[file] = pickKeys(tree, [...(reads.get(file) ?? []), ...(wholes.get(file) ?? [])]);
    const objects = wholes.get(file);
    if (objects) whole[file] = [...objects];
  }
  // `<` escaped: the JSON sits in a <script> element and must not close it.
  return JSON.stringify({ language, files: picked, whole }).replace(/</g, '\\u003c');
}

/**
 * Objects the HTML brought whole (read with `returnObjects` by the page's render), by language,
 * then by file.
 */
const wholeFromHtml: Record<Language, Map<string, Set<string>>> = { en: new Map(), hi: new Map() };

function isWholeHere(language: Language, namespace: string, key: string): boolean {
  for (const [name, keys] of wholeFromHtml[language]) {
    if (namespaceOf(name) !== namespace) continue;
    const part = namespaceParts[name];
    const path = part ? key.slice(part.key.length + 1) : key;
    if ([...keys].some((whole) => path === whole || path.startsWith(`${whole}.`))) return true;
  }
  return false;
}

/** The strings the HTML brought (read once, when this module first runs in the browser). */
const stringsFromHtml =
  typeof document === 'undefined'
    ? ''
    : (document.getElementById(pageStringsId)?.textContent ?? '');
if (stringsFromHtml) {
  const brought = JSON.parse(stringsFromHtml) as {
    language: Language;
    files: Record<string, StringTree>;
    whole: Record<string, string[]>;
  };
  // Only some keys of each file: the files themselves are fetched as modules name them.
  for (const [file, tree] of Object.entries(brought.files)) {
    mergeIntoNamespace(brought.language, file, tree);
  }
  for (const [file, keys] of Object.entries(brought.whole)) {
    wholeFromHtml[brought.language].set(file, new Set(keys));
  }
}

/** The strings of a namespace (default `common`) in the page's language. */
export function useTranslation<const N extends Namespace = 'common'>(
  namespace?: N,
): { t: TFunction<N>; language: Language } {
  const language = useContext(LanguageContext);
  return { t: fixedT(language, namespace), language };
}

/** The strings of the default namespace in English, for code outside React and tests. */
export const t = fixedT(defaultLanguage);

/**
 * A key of a namespace's strings (default `common`), checked against the English JSON (see
 * app/i18next.d.ts): for keys kept in data (menus, lists) rather than written in a `t()` call.
 */
export type TranslationKey<N extends Namespace = 'common'> = ParseKeys<N>;

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
