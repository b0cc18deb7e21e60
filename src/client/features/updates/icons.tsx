// Small stroke icons for the row actions; the buttons carry the accessible names, so these are hidden.
const paths = {
  detail: 'M11 2.5l2.5 2.5-7.5 7.5H3.5V10z M9.5 4l2.5 2.5',
  archive: 'M2 3h12v3H2z M3 6v7h10V6 M6.5 8.5h3',
  unarchive: 'M2 3h12v3H2z M3 6v7h10V6 M8 12V8.5 M6.5 10 8 8.5 9.5 10',
  delete: 'M3 4.5h10 M6.5 4.5V3h3v1.5 M4.5 4.5l.7 8.5h5.6l.7-8.5',
  up: 'M8 13V3 M4 7l4-4 4 4',
  down: 'M8 3v10 M4 9l4 4 4-4',
};

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
