import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

// Drawing every chart of the page in one go made one long task of up to 1.7 s, during which the
// page took no input. Charts wait in a queue instead and are drawn one per task, so the browser
// can handle input and paint between two of them.
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
    // Rendered in this task, not batched with the next chart's turn.
    const draw = () => flushSync(() => setReady(true));
    waiting.push(draw);
    schedule();
    return () => {
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, []);
  return ready;
}
