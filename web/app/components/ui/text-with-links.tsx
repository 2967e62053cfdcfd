import { Fragment, type ReactNode } from 'react';

/**
 * Turns a translated text with tags into text and links: `<tag>words</tag>` becomes
 * `links.tag('words')` (an unknown tag leaves its words as plain text). The one way copy links
 * inside a sentence (a few lines instead of react-i18next's <Trans>, which would add 5 KB to
 * every page that uses it).
 *
 *   withLinks(t('grid.hint'), { calculator: (text) => <Link to="/calculators/moon-sign">{text}</Link> })
 */
export function withLinks(
  text: string,
  links: Record<string, (text: string) => ReactNode>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const link = links[tag];
    parts.push(<Fragment key={match.index}>{link ? link(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
