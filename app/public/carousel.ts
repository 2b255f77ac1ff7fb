import { SWIPE_THRESHOLD, thumbClass } from "../components/site/carousel-classes";

/**
 * Project carousels (app/components/site/project-carousel.tsx): previous/next, the counter
 * 'n / total', thumbnails, arrow keys on the image and touch swipe.
 */
export function initCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const stage = carousel.querySelector<HTMLElement>("[data-carousel-stage]");
    const slides = Array.from(carousel.querySelectorAll<HTMLElement>("[data-slide]"));
    const thumbs = Array.from(carousel.querySelectorAll<HTMLElement>("[data-thumb]"));
    const counter = carousel.querySelector<HTMLElement>('[data-testid="gallery-counter"]');
    const total = slides.length;
    if (!stage || total < 2) continue;
    let index = 0;
    const go = (next: number) => {
      index = (next + total) % total;
      slides.forEach((slide, i) => (slide.hidden = i !== index));
      thumbs.forEach((thumb, i) => {
        if (i === index) thumb.setAttribute("aria-current", "true");
        else thumb.removeAttribute("aria-current");
        thumb.className = thumbClass(i === index);
      });
      if (counter) counter.textContent = `${index + 1} / ${total}`;
    };
    for (const button of carousel.querySelectorAll<HTMLElement>("[data-carousel-step]")) {
      button.addEventListener("click", () => go(index + Number(button.dataset.carouselStep)));
    }
    thumbs.forEach((thumb, i) => thumb.addEventListener("click", () => go(i)));
    stage.addEventListener("keydown", (event) => {
      if (event.key === "ArrowRight") go(index + 1);
      else if (event.key === "ArrowLeft") go(index - 1);
      else return;
      event.preventDefault();
    });
    let touchStart: number | null = null;
    stage.addEventListener("touchstart", (event) => (touchStart = event.touches[0]?.clientX ?? null), {
      passive: true,
    });
    stage.addEventListener("touchend", (event) => {
      const start = touchStart;
      const end = event.changedTouches[0]?.clientX;
      touchStart = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return;
      go(end < start ? index + 1 : index - 1);
    });
  }
}
