import { useLayoutEffect, useState, type RefObject } from 'react';

/** What the element's ancestors add below it (padding, border, margin), up to the body. */
function spaceBelow(element: HTMLElement): number {
  let sum = 0;
  for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
    const style = getComputedStyle(a);
    for (const side of [style.paddingBottom, style.borderBottomWidth, style.marginBottom]) sum += parseFloat(side) || 0;
  }
  return sum;
}

/**
 * The height an element may take so that the page ends at the window's bottom edge: from its top
 * (with the page scrolled to the start) to the window's bottom, less what its ancestors add below
 * it. Measured again when the window or the page above it changes size (a toolbar that wraps, the
 * main menu replacing its placeholder).
 */
export function useSpaceLeft(ref: RefObject<HTMLElement | null>): number | undefined {
  const [space, setSpace] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setSpace(Math.floor(window.innerHeight - top - spaceBelow(element)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return space;
}
