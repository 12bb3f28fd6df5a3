'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clearDraft, readDraft, writeDraft } from '@/components/forms/drafts';
import { Button } from '@/components/ui/button';
import { useEarlyTap } from '@/components/ui/hooks/use-early-tap';
import { api, attemptApi } from '@/lib/api-client';
import { quizSubmitAnswerSchema, type QuizOutcome, type QuizQuestion } from '@/lib/upstream/schemas/lectures';
import { LectureTimeUp } from './lecture-time-up';
import { QuizResult } from './quiz-result';
import { useLectureWindow, type LectureWindow } from './use-lecture-window';
import styles from './lectures.module.css';

export interface QuizFormProps {
  lessonId: string;
  topicId: string;
  attempt: number;
  questions: QuizQuestion[];
  language: string;
  /** the lecture window: when it closes, 'Time is up!' and the way back to a new code; the answers stay */
  lectureWindow: LectureWindow;
}

/** The choices so far (question id → answer id) as a form draft, so a closed window or a reload loses none. */
const draftKey = (topicId: string, attempt: number) => `lecture-quiz:${topicId}:${attempt}`;

/**
 * A lesson's quiz (D§4): every answer unselected at first, one per question (radios: choosing one
 * deselects the others). Radios are left to the browser, so a choice made before hydration stays.
 * The centre scores the submit and only then says which answers were right. Choices are kept as a
 * draft (components/forms/drafts) until scored: when the lecture window closes (its timer, or a submit
 * answered 403 lecture_otp_required) the learner gets a new code and comes back to the same choices.
 */
export function QuizForm({ lessonId, topicId, attempt: firstAttempt, questions, language, lectureWindow }: QuizFormProps) {
  const t = useTranslations('lecture');
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(firstAttempt);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { closed, close } = useLectureWindow(lectureWindow);

  // the choices kept from before (a closed window, a reload); a choice made before hydration stays
  useEffect(() => {
    const kept = readDraft(draftKey(topicId, attempt));
    const inputs = Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
    if (!kept) return;
    for (const q of questions) {
      const mine = inputs.filter((input) => input.name === q._id);
      if (mine.some((input) => input.checked)) continue;
      const chosen = mine.find((input) => input.value === kept[q._id]);
      if (chosen) chosen.checked = true;
    }
  }, [topicId, attempt, questions]);

  function keep() {
    if (form.current) writeDraft(draftKey(topicId, attempt), Object.fromEntries(new FormData(form.current)), []);
  }

  async function submit() {
    if (!form.current || pending || outcome || closed) return;
    const chosen = new FormData(form.current);
    if (questions.some((q) => !chosen.get(q._id))) {
      setError(t('answerAll'));
      return;
    }
    setError(null);
    setPending(true);
    const json = {
      lessonId,
      topicId,
      attempt,
      questionAnswers: questions.map((q) => ({
        _id: q._id,
        answers: q.answers.map((a) => ({ _id: a._id, isSelected: chosen.get(q._id) === a._id })),
      })),
    };
    const answer = await attemptApi(() => api.put('student/lecture/question', { json }).json());
    setPending(false);
    const parsed = answer.ok ? quizSubmitAnswerSchema.safeParse((answer.value as { data?: unknown }).data) : null;
    if (parsed?.success) {
      clearDraft(draftKey(topicId, attempt));
      setOutcome(parsed.data);
    } else if (!answer.ok && answer.error.code === 'lecture_otp_required') close();
    else setError(!answer.ok && answer.error.code === 'lesson_not_found' ? t('lessonNotFound') : t('submitFailed'));
  }
  const early = useEarlyTap('quiz-submit', () => void submit());

  function again() {
    form.current?.reset();
    setAttempt((n) => n + 1);
    setOutcome(null);
  }

  return (
    <form ref={form} onSubmit={(e) => (e.preventDefault(), void submit())} onChange={keep} lang={language}>
      {questions.map((q, i) => {
        const result = outcome?.questionAnswers.find((x) => x._id === q._id);
        return (
          <fieldset key={q._id} className={styles.question} disabled={!!outcome}>
            <legend>
              {i + 1}. {q.question}
            </legend>
            {q.answers.map((a) => {
              const marked = result?.answers.find((x) => x._id === a._id);
              return (
                <label key={a._id} className={`${styles.answer} ${marked?.isCorrect ? styles.right : marked?.isSelected ? styles.wrong : ''}`}>
                  <input type="radio" name={q._id} value={a._id} />
                  <span>
                    {a.answer}
                    {marked?.isCorrect ? ` (${t('correctAnswer')})` : marked?.isSelected ? ` (${t('yourAnswer')})` : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {error && !closed ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {outcome ? (
        <QuizResult outcome={outcome} lessonId={lessonId} onRetry={again} />
      ) : closed ? (
        <LectureTimeUp lessonId={lessonId} />
      ) : (
        <Button type="button" onClick={() => void submit()} loading={pending} {...early}>
          {t('submit')}
        </Button>
      )}
    </form>
  );
}
