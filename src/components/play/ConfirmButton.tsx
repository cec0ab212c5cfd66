import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** What ConfirmButton shows: its label, and the question with its two answers (all already translated). */
export interface ConfirmButtonProps {
  /** The button's text, e.g. "New game". */
  label: string;
  /** Asked before acting when `confirm` is true, e.g. "Start a new game? The running totals will be lost." */
  question: string;
  /** The answer that acts, e.g. "New game". */
  yes: string;
  /** The answer that goes back, e.g. "Keep playing". */
  no: string;
  /** Whether to ask first (something would be lost); when false a press acts at once. */
  confirm: boolean;
  onConfirm: () => void;
  /** `data-action` of the button; the answers get `<action>-yes` and `<action>-no`. */
  action: string;
  class?: string;
}

/**
 * A button that asks before it acts when acting would lose something (the play widgets' "New game" in the
 * middle of a game): a press shows the question in its place with two answers, focused on "no"; "no" or
 * Escape puts the button back, focused. Used by the Laugh and Lie Down and Loo play widgets.
 */
export function ConfirmButton(p: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  // A layout effect: focus moves in the same commit that removes the pressed button, so that focus is
  // never left on the page in between, where a widget's own focus handling (Loo's deal) might take it.
  useLayoutEffect(() => {
    if (asking) noRef.current?.focus();
    else if (back.current) {
      back.current = false;
      buttonRef.current?.focus();
    }
  }, [asking]);
  const cancel = () => {
    back.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <button ref={buttonRef} type="button" class={p.class} data-action={p.action} onClick={() => (p.confirm ? setAsking(true) : p.onConfirm())}>
        {p.label}
      </button>
    );
  }
  return (
    // The group is named by its question, so that a screen reader says it as focus moves onto "no".
    <span class="confirm" role="group" aria-labelledby={questionId} data-confirm={p.action} onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <span class="confirm__question" id={questionId}>
        {p.question}
      </span>{' '}
      <button type="button" data-action={`${p.action}-yes`} onClick={() => { setAsking(false); p.onConfirm(); }}>
        {p.yes}
      </button>{' '}
      <button ref={noRef} type="button" data-action={`${p.action}-no`} onClick={cancel}>
        {p.no}
      </button>
    </span>
  );
}
