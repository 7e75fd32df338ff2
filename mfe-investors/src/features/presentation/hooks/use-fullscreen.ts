import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen for one element. Where the Fullscreen API is missing (iPhone Safari) the element
 * is instead stretched over the viewport with CSS, so the toggle always does something.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [nativeFullscreen, setNativeFullscreen] = useState(false);
  const [cssFullscreen, setCssFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setNativeFullscreen(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!cssFullscreen) return;
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCssFullscreen(false);
    };
    document.addEventListener('keydown', leaveOnEscape);
    return () => document.removeEventListener('keydown', leaveOnEscape);
  }, [cssFullscreen]);

  const toggle = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (cssFullscreen) {
      setCssFullscreen(false);
      return;
    }
    if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (for example inside a frame without allowfullscreen): fall back to CSS.
      }
    }
    setCssFullscreen(true);
  }, [target, cssFullscreen]);

  return { isFullscreen: nativeFullscreen || cssFullscreen, cssFullscreen, toggle };
}
