import { useLayoutEffect, useState, type RefObject } from 'react';

/** Spec 2.9: the table's height follows the window; it fills what is left below its top edge. */
export function useAvailableHeight(ref: RefObject<HTMLElement | null>, bottomGap = 24, min = 240): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, bottomGap, min]);
  return height;
}
