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

/**
 * The attributes of a lesson widget's root (Lesson.tsx, LooLesson.tsx): `data-lesson-widget`, whether it is done, the
 * question's kind, whether it has hydrated, and `data-chosen-wrong` while a single answer chosen is found wrong, so
 * that learn.css draws it as wrong rather than in the chosen fill (an English newcomer read that fill as right).
 */
export function lessonRootAttrs(id: string, done: boolean, kind: string, hydrated: boolean, chosenWrong: boolean) {
  return {
    class: 'lesson replay',
    'data-lesson-widget': id,
    'data-done': done ? 'true' : 'false',
    'data-kind': kind,
    'data-hydrated': hydrated ? 'true' : 'false',
    'data-chosen-wrong': chosenWrong ? 'true' : undefined,
  };
}
