import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment set with `start(seconds)`, ticking once a second; 0 when none is
 * running. Counts against the clock, so a throttled tab in the background still ends on time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= until) setUntil(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(seconds > 0 ? at + seconds * 1000 : null);
  }, []);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
