import { useLayoutEffect, useState, type RefObject } from 'react';

/** The table's height follows the window; it fills what is left below its top edge. */
export function useAvailableHeight(ref: RefObject<HTMLElement | null>, bottomGap = 24, min = 240): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    window.addEventListener('resize', measure);
    // The toolbar above grows and shrinks too (filter inputs follow the chosen columns, an alert
    // appears), moving the table's top edge; the page's size changes with it.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, bottomGap, min]);
  return height;
}
