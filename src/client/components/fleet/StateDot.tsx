/** A coloured dot for an online state, with its name for assistive technology and as a tooltip. */
export function StateDot({ state, label }: { state: 'online' | 'offline' | 'partial' | 'empty'; label: string }) {
  return (
    <span className={`state-dot state-${state}`} title={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
