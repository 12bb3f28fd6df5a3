'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, attemptApi } from '@/lib/api-client';
import { progressAnswerSchema } from '@/lib/upstream/schemas/lectures';
import { LectureTimeUp } from './lecture-time-up';
import { useLectureWindow, type LectureWindow } from './use-lecture-window';
import styles from './lectures.module.css';

/** Seconds of playback between two progress writes (docs/learning.md: ~6 a minute, plus play/pause/seek/end). */
export const PROGRESS_WRITE_SECONDS = 10;

export interface LecturePlayerProps {
  lessonId: string;
  subTopicId: string;
  /** the lecture window: when it closes the video stops and the way back to a new code shows */
  lectureWindow: LectureWindow;
  src: string;
  title: string;
  language: string;
  durationSeconds: number;
  /** where the learner stopped (the centre's completedTime) */
  startAt: number;
  completePercentage: number;
  isCompleted: boolean;
}

/**
 * The lecture video (the browser's own controls, so seeking and full screen work on a phone). Progress
 * goes to the centre on play, pause, seek, the end, every PROGRESS_WRITE_SECONDS of playback and when
 * the page is left; the centre decides what counts as watched, and its answer is what shows here.
 * When the lecture window closes (its timer, or a write answered 403 lecture_otp_required) the video
 * pauses, writes stop, and 'Time is up!' shows with the way back to the code.
 */
export function LecturePlayer(props: LecturePlayerProps) {
  const { lessonId, subTopicId, src, title, language, durationSeconds, startAt, completePercentage, isCompleted } = props;
  const t = useTranslations('lecture');
  const video = useRef<HTMLVideoElement>(null);
  const lastWrite = useRef<number | null>(null);
  const [percent, setPercent] = useState(completePercentage);
  const [done, setDone] = useState(isCompleted);
  const { closed, close } = useLectureWindow(props.lectureWindow);
  const open = useRef(true);

  const write = useCallback(
    (leaving = false) => {
      const v = video.current;
      if (!v || !open.current) return;
      const at = Math.round(v.currentTime * 10) / 10;
      lastWrite.current = at;
      const json = { id: subTopicId, completePercentage: Math.min(100, Math.round((at / durationSeconds) * 100)), completedTime: at };
      void attemptApi(() => api.put('student/lecture/sub-topic', { json, keepalive: leaving }).json()).then((answer) => {
        if (!answer.ok && answer.error.code === 'lecture_otp_required') close();
        if (!answer.ok || leaving) return;
        const parsed = progressAnswerSchema.safeParse((answer.value as { data?: unknown }).data);
        if (!parsed.success) return;
        setPercent(parsed.data.completePercentage);
        setDone((was) => was || parsed.data.isCompleted);
      });
    },
    [subTopicId, durationSeconds, close],
  );

  useEffect(() => {
    if (!closed) return;
    open.current = false;
    video.current?.pause();
  }, [closed]);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const resume = () => {
      if (startAt > 0 && startAt < durationSeconds - 0.5 && v.currentTime < 0.1) v.currentTime = startAt;
    };
    if (v.readyState >= 1) resume();
    // a tap on play before hydration: its start is written now
    if (!v.paused) write();
    const onTime = () => {
      if (!v.paused && lastWrite.current !== null && Math.abs(v.currentTime - lastWrite.current) >= PROGRESS_WRITE_SECONDS) write();
    };
    const onEvent = () => write();
    const onLeave = () => write(true);
    const onHidden = () => document.visibilityState === 'hidden' && write(true);
    v.addEventListener('loadedmetadata', resume);
    v.addEventListener('timeupdate', onTime);
    for (const name of ['play', 'pause', 'seeked', 'ended'] as const) v.addEventListener(name, onEvent);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      v.removeEventListener('loadedmetadata', resume);
      v.removeEventListener('timeupdate', onTime);
      for (const name of ['play', 'pause', 'seeked', 'ended'] as const) v.removeEventListener(name, onEvent);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [write, startAt, durationSeconds]);

  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={t('videoLabel', { title })}
        lang={language}
      />
      <p aria-live="polite" className={styles.badge}>
        {done ? t('completed') : t('watched', { percent })}
      </p>
      {closed ? <LectureTimeUp lessonId={lessonId} /> : null}
    </>
  );
}
