import { startTransition, useEffect, useState } from 'react';

// Drawing every chart of the page in one go made one long task of up to 1.7 s, during which the
// page took no input. Charts wait in a queue instead and each is drawn in a transition of its own:
// React renders a transition in slices of a few milliseconds and lets the browser handle input
// and paint between them, so even one chart is not one long task (Lighthouse's blocking time on
// the statistics page fell from about 500 ms to about 150 ms when each chart was still drawn in
// one piece).
const waiting: (() => void)[] = [];
let scheduled = false;

function drawNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drawNext, 0);
}

/** False until it is this chart's turn to be drawn; then true for good. */
export function useChartTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // One transition per chart, started in its own task: the first charts show before the last.
    const draw = () => startTransition(() => setReady(true));
    waiting.push(draw);
    schedule();
    return () => {
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, []);
  return ready;
}
