/**
 * The reports' small HTML template layer: a tagged template that escapes every interpolated
 * value unless it is already `Html` (made by this tag or `raw`). Arrays are joined; null,
 * undefined and false write nothing, so `${condition && html`...`}` works.
 *
 *   html`<p class="name">${person.name}</p>${rows.map((row) => html`<li>${row}</li>`)}`
 *
 * Names and places typed by customers go into the reports: nothing they type can become markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = Html | string | number | null | undefined | false | readonly Interpolation[];

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

/** Markup we wrote ourselves (SVG built from numbers, a stylesheet): not escaped. */
export function raw(markup: string): Html {
  return new Html(markup);
}
