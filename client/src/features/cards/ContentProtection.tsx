import { useEffect, type ReactNode } from 'react';

/** Keys that open developer tools or the page source. */
export function isBlockedShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): boolean {
  const key = event.key.toUpperCase();
  const ctrl = event.ctrlKey || event.metaKey;
  if (key === 'F12') return true;
  if (ctrl && event.shiftKey && ['I', 'J', 'C'].includes(key)) return true;
  return ctrl && !event.shiftKey && key === 'U';
}

/**
 * Content protection on card views: no context menu, text selection or dragging, and the
 * developer-tools shortcuts (F12, Ctrl+Shift+I/J/C, Ctrl+U) are blocked while it is shown.
 */
export function ContentProtection({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return (
    <div
      data-protected
      onContextMenu={(event) => event.preventDefault()}
      onDragStart={(event) => event.preventDefault()}
      style={{ userSelect: 'none', WebkitUserSelect: 'none' }}
    >
      {children}
    </div>
  );
}
