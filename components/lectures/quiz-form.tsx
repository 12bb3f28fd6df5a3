'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useEarlyTap } from '@/components/ui/hooks/use-early-tap';
import { api, attemptApi } from '@/lib/api-client';
import { quizSubmitAnswerSchema, type QuizOutcome, type QuizQuestion } from '@/lib/upstream/schemas/lectures';
import { QuizResult } from './quiz-result';
import styles from './lectures.module.css';

export interface QuizFormProps {
  lessonId: string;
  topicId: string;
  attempt: number;
  questions: QuizQuestion[];
  language: string;
}

/**
 * A lesson's quiz (D§4): every answer unselected at first, one per question (radios: choosing one
 * deselects the others). Radios are left to the browser, so a choice made before hydration stays.
 * The centre scores the submit and only then says which answers were right.
 */
export function QuizForm({ lessonId, topicId, attempt: firstAttempt, questions, language }: QuizFormProps) {
  const t = useTranslations('lecture');
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(firstAttempt);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    if (!form.current || pending || outcome) return;
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
    if (parsed?.success) setOutcome(parsed.data);
    else setError(!answer.ok && answer.error.code === 'lesson_not_found' ? t('lessonNotFound') : t('submitFailed'));
  }
  const early = useEarlyTap('quiz-submit', () => void submit());

  function again() {
    form.current?.reset();
    setAttempt((n) => n + 1);
    setOutcome(null);
  }

  return (
    <form ref={form} onSubmit={(e) => (e.preventDefault(), void submit())} lang={language}>
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
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {outcome ? (
        <QuizResult outcome={outcome} lessonId={lessonId} onRetry={again} />
      ) : (
        <Button type="button" onClick={() => void submit()} loading={pending} {...early}>
          {t('submit')}
        </Button>
      )}
    </form>
  );
}
