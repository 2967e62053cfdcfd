export function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3 5.5l7 5.5 7-5.5" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
      <path
        d="M6.2 2.8l2 3.6-1.6 1.4a9 9 0 0 0 5.6 5.6l1.4-1.6 3.6 2-1 2.9c-.3.8-1.1 1.3-1.9 1.2C8.4 17.3 2.7 11.6 2.1 5.7c-.1-.8.4-1.6 1.2-1.9z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
