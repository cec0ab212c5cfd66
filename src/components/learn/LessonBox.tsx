import type { ComponentChildren } from 'preact';

/**
 * The box of one lesson, which carries `data-lesson="<id>"` (the path's count). It is the island's own root
 * (Lesson.tsx, LooLesson.tsx), so that the island stands directly in the page's <main>, where Astro may
 * put its runtime's <style>.
 */
export function LessonBox({ id, children }: { id: string; children: ComponentChildren }) {
  return (
    <div class="lesson-box wide" id={`lesson-${id}`} data-lesson={id}>
      {children}
    </div>
  );
}
