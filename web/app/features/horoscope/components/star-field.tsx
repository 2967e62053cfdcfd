import { useEffect, useRef } from 'react';

/** Specification section 9: at most 100 stars, one more every 2 seconds. */
const maxStars = 100;
const starIntervalMs = 2000;
const initialStars = 40;
const fadeInMs = 1200;

type Star = {
  /** Position as a fraction of the canvas, so a resize keeps the same sky. */
  x: number;
  y: number;
  radius: number;
  phase: number;
  /** Twinkles per second. */
  speed: number;
  bornAt: number;
};

function createStar(bornAt: number): Star {
  return {
    x: Math.random(),
    y: Math.random(),
    radius: 0.4 + Math.random() * 1.3,
    phase: Math.random() * Math.PI * 2,
    speed: 0.15 + Math.random() * 0.45,
    bornAt,
  };
}

/**
 * A twinkling star field drawn on a canvas behind a section (the weekly horoscope pages). The
 * parent must be `relative`; the canvas fills it absolutely, so it never shifts the layout.
 *
 * Starts with a few dozen stars and adds one every 2 s up to 100. Drawn with
 * requestAnimationFrame at the device's pixel ratio; paused (no frames, no new stars) while the
 * tab is hidden; for visitors who prefer reduced motion, a still field of 100 stars drawn once.
 * The star colour is the canvas's CSS `color`, so it follows the design tokens.
 */
export function StarField({ className = '' }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const stars: Star[] = [];
    let frame = 0;
    let timer: number | undefined;
    let width = 0;
    let height = 0;
    let color = 'white';

    const publishCount = () => {
      canvas.dataset.stars = String(stars.length);
    };

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = rect.width;
      height = rect.height;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      color = getComputedStyle(canvas).color || color;
    };

    const draw = (time: number, still: boolean) => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      for (const star of stars) {
        const appear = still ? 1 : Math.min(1, Math.max(0, (time - star.bornAt) / fadeInMs));
        const twinkle = still
          ? 0.75
          : 0.45 +
            0.55 * (0.5 + 0.5 * Math.sin((time / 1000) * star.speed * Math.PI * 2 + star.phase));
        context.globalAlpha = appear * twinkle;
        context.beginPath();
        context.arc(star.x * width, star.y * height, star.radius, 0, Math.PI * 2);
        context.fill();
      }
      context.globalAlpha = 1;
    };

    const animate = (time: number) => {
      draw(time, false);
      frame = window.requestAnimationFrame(animate);
    };

    const stop = () => {
      window.cancelAnimationFrame(frame);
      window.clearInterval(timer);
      timer = undefined;
    };

    const start = () => {
      stop();
      if (reducedMotion.matches) {
        while (stars.length < maxStars) stars.push(createStar(0));
        publishCount();
        draw(0, true);
        return;
      }
      if (document.hidden) return;
      timer = window.setInterval(() => {
        if (stars.length >= maxStars) return;
        stars.push(createStar(performance.now()));
        publishCount();
      }, starIntervalMs);
      frame = window.requestAnimationFrame(animate);
    };

    const now = performance.now();
    const firstCount = reducedMotion.matches ? maxStars : initialStars;
    for (let index = 0; index < firstCount; index += 1) stars.push(createStar(now - fadeInMs));
    publishCount();
    resize();
    start();

    const observer = new ResizeObserver(() => {
      resize();
      draw(performance.now(), reducedMotion.matches);
    });
    observer.observe(canvas);
    document.addEventListener('visibilitychange', start);
    reducedMotion.addEventListener('change', start);
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', start);
      reducedMotion.removeEventListener('change', start);
    };
  }, []);

  return (
    <div aria-hidden="true" className={`pointer-events-none absolute inset-0 -z-10 ${className}`}>
      <canvas ref={canvasRef} data-testid="star-field" className="size-full text-gold-100" />
    </div>
  );
}
