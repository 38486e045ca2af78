import { useLayoutEffect, useState } from 'react';

/**
 * Where the page's main area starts, in CSS pixels from the top of the document: under the sticky
 * header (one row on a computer, two on a phone) and the offline banner when it shows. The chat
 * page is the screen's height less this, so its input sits at the bottom of the screen.
 */
export function useChatTop(): number | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const measure = () => setTop(Math.round(main.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    for (let element = main.previousElementSibling; element; element = element.previousElementSibling)
      observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return top;
}
