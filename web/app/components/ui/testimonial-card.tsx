export type Testimonial = { name: string; title: string; text: string };

/** Two letters for the monogram: the first letter of the first and of the last word. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

// Monogram colours, picked by the name so each person keeps theirs.
const tones = [
  'bg-maroon-700 text-gold-200',
  'bg-saffron-700 text-cream-50',
  'bg-gold-500 text-maroon-950',
  'bg-maroon-500 text-cream-50',
];

function tone(name: string): string {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return tones[sum % tones.length] ?? '';
}

/**
 * A customer's words in a card: the quote, then a monogram (initials drawn in CSS, no photo),
 * the name and a line such as "Love Report, Jaipur". Fills the height of its container, so
 * cards side by side line up.
 */
export function TestimonialCard({ name, title, text }: Testimonial) {
  return (
    <figure className="flex h-full w-full flex-col rounded-card border border-gold-200 bg-white p-6 shadow-card md:p-7">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="size-9 text-gold-400"
        fill="currentColor"
      >
        <path d="M13 8c-4.4 1.3-8 5-8 10.5V25h8v-8H9.3c.3-3 2.2-5.2 4.6-6.2L13 8Zm14 0c-4.4 1.3-8 5-8 10.5V25h8v-8h-3.7c.3-3 2.2-5.2 4.6-6.2L27 8Z" />
      </svg>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-gold-100 pt-5">
        <span
          aria-hidden="true"
          className={`flex size-12 shrink-0 items-center justify-center rounded-full font-display text-lg ring-2 ring-gold-300 ring-offset-2 ${tone(name)}`}
        >
          {initials(name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-maroon-800">{name}</span>
          <span className="block text-sm text-ink-500">{title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
