import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStore } from '../platform/file-store';
import type { Db } from './client';
import * as s from './schema/index';
import type { LectureLanguage } from './schema/index';

// The online-lecture curriculum (issue 26): lessons → a video topic with its subtopics → a quiz topic.
// Light motor vehicle has three lessons, motorcycle one. Each subtopic has a short real video per
// language, made here with ffmpeg (a test pattern, tinted per subtopic and language) and kept in the
// file store; a video already stored is not made again. The correct answers live only in the API.

type L = { en: string; ar: string };
interface SeedQuestion {
  text: L;
  /** the first answer listed is the right one; `order` says where it is shown */
  answers: [L, L, L];
  order: [number, number, number];
}
interface SeedLesson {
  id: string;
  licenseTypeId: string;
  position: number;
  title: L;
  videoTopic: L;
  subtopics: L[];
  quiz: SeedQuestion[];
}

/** Seconds of each seeded video: a few seconds, so a journey can watch one to the end. */
export const LECTURE_VIDEO_SECONDS = 4;

export const LECTURE_LESSONS: SeedLesson[] = [
  {
    id: 'lec-lmv-1',
    licenseTypeId: 'lt-lmv',
    position: 1,
    title: { en: 'Road signs and markings', ar: 'إشارات المرور وعلامات الطريق' },
    videoTopic: { en: 'Signs on UAE roads', ar: 'الإشارات على طرق الإمارات' },
    subtopics: [
      { en: 'Stop and give way', ar: 'قف وأفسح الطريق' },
      { en: 'Speed limit signs', ar: 'إشارات حدود السرعة' },
    ],
    quiz: [
      {
        text: { en: 'What must you do at a STOP sign?', ar: 'ماذا يجب أن تفعل عند إشارة قف؟' },
        answers: [
          { en: 'Stop completely at the line and give way', ar: 'التوقف التام عند الخط وإفساح الطريق' },
          { en: 'Slow down and continue if the road looks clear', ar: 'تخفيف السرعة والمتابعة إذا بدا الطريق خالياً' },
          { en: 'Sound the horn and drive on', ar: 'استخدام المنبه ومتابعة القيادة' },
        ],
        order: [1, 0, 2],
      },
      {
        text: { en: 'What does a round sign with a red border usually mean?', ar: 'ماذا تعني عادةً الإشارة الدائرية ذات الإطار الأحمر؟' },
        answers: [
          { en: 'An order or a prohibition', ar: 'أمر أو منع' },
          { en: 'A hazard warning', ar: 'تحذير من خطر' },
          { en: 'Tourist information', ar: 'معلومات سياحية' },
        ],
        order: [0, 1, 2],
      },
      {
        text: { en: 'What does a triangular sign with a red border mean?', ar: 'ماذا تعني الإشارة المثلثة ذات الإطار الأحمر؟' },
        answers: [
          { en: 'A warning of a hazard ahead', ar: 'تحذير من خطر أمامك' },
          { en: 'The end of a speed limit', ar: 'نهاية حد السرعة' },
          { en: 'A parking area', ar: 'منطقة وقوف' },
        ],
        order: [2, 0, 1],
      },
      {
        text: { en: 'A solid white line in the middle of the road means:', ar: 'الخط الأبيض المتصل في منتصف الطريق يعني:' },
        answers: [
          { en: 'Do not cross it or overtake', ar: 'لا تعبره ولا تتجاوز' },
          { en: 'Overtake only at night', ar: 'التجاوز ليلاً فقط' },
          { en: 'A lane for buses only', ar: 'مسار للحافلات فقط' },
        ],
        order: [1, 2, 0],
      },
    ],
  },
  {
    id: 'lec-lmv-2',
    licenseTypeId: 'lt-lmv',
    position: 2,
    title: { en: 'Safe driving habits', ar: 'عادات القيادة الآمنة' },
    videoTopic: { en: 'Space and signals', ar: 'المسافة والإشارات' },
    subtopics: [
      { en: 'Keeping a safe distance', ar: 'الحفاظ على مسافة آمنة' },
      { en: 'Mirrors and indicators', ar: 'المرايا والإشارات الضوئية' },
    ],
    quiz: [
      {
        text: {
          en: 'In good conditions, how far behind the car in front should you stay?',
          ar: 'في الظروف الجيدة، ما المسافة التي يجب أن تتركها خلف السيارة التي أمامك؟',
        },
        answers: [
          { en: 'At least two seconds', ar: 'ثانيتان على الأقل' },
          { en: 'Half a second', ar: 'نصف ثانية' },
          { en: 'One car length at any speed', ar: 'طول سيارة واحدة بأي سرعة' },
        ],
        order: [0, 2, 1],
      },
      {
        text: { en: 'When should you use your indicator?', ar: 'متى يجب أن تستخدم إشارة الانعطاف؟' },
        answers: [
          { en: 'In good time before turning or changing lanes', ar: 'قبل الانعطاف أو تغيير المسار بوقت كافٍ' },
          { en: 'Only when a police car is near', ar: 'فقط عند وجود سيارة شرطة قريبة' },
          { en: 'After you have changed lanes', ar: 'بعد تغيير المسار' },
        ],
        order: [2, 0, 1],
      },
      {
        text: { en: 'May you hold a mobile phone while driving in the UAE?', ar: 'هل يجوز لك حمل الهاتف المتحرك أثناء القيادة في الإمارات؟' },
        answers: [
          { en: 'No, it is a traffic offence', ar: 'لا، إنها مخالفة مرورية' },
          { en: 'Yes, at low speed', ar: 'نعم، عند السرعة المنخفضة' },
          { en: 'Yes, on short trips', ar: 'نعم، في الرحلات القصيرة' },
        ],
        order: [1, 0, 2],
      },
      {
        text: { en: 'Who must wear a seat belt?', ar: 'من يجب عليه ربط حزام الأمان؟' },
        answers: [
          { en: 'The driver and every passenger', ar: 'السائق وجميع الركاب' },
          { en: 'The driver only', ar: 'السائق فقط' },
          { en: 'Front-seat passengers only', ar: 'ركاب المقعد الأمامي فقط' },
        ],
        order: [0, 1, 2],
      },
    ],
  },
  {
    id: 'lec-lmv-3',
    licenseTypeId: 'lt-lmv',
    position: 3,
    title: { en: 'Roundabouts and junctions', ar: 'الدوارات والتقاطعات' },
    videoTopic: { en: 'Who goes first', ar: 'أولوية المرور' },
    subtopics: [
      { en: 'Entering a roundabout', ar: 'الدخول إلى الدوار' },
      { en: 'Right of way at junctions', ar: 'أولوية المرور عند التقاطعات' },
    ],
    quiz: [
      {
        text: { en: 'Who has the right of way at a roundabout?', ar: 'من له أولوية المرور في الدوار؟' },
        answers: [
          { en: 'Vehicles already on the roundabout', ar: 'المركبات الموجودة داخل الدوار' },
          { en: 'Vehicles entering the roundabout', ar: 'المركبات الداخلة إلى الدوار' },
          { en: 'The larger vehicle', ar: 'المركبة الأكبر' },
        ],
        order: [1, 2, 0],
      },
      {
        text: { en: 'Before entering a roundabout you should:', ar: 'قبل الدخول إلى الدوار يجب عليك:' },
        answers: [
          { en: 'Slow down, look left and give way', ar: 'تخفيف السرعة والنظر إلى اليسار وإفساح الطريق' },
          { en: 'Speed up to find a gap', ar: 'زيادة السرعة لإيجاد فرصة' },
          { en: 'Stop in the roundabout to check', ar: 'التوقف داخل الدوار للتأكد' },
        ],
        order: [0, 1, 2],
      },
      {
        text: { en: 'To take the first exit of a roundabout, use:', ar: 'للخروج من المخرج الأول في الدوار، استخدم:' },
        answers: [
          { en: 'The right lane and the right indicator', ar: 'المسار الأيمن وإشارة اليمين' },
          { en: 'The left lane and no indicator', ar: 'المسار الأيسر دون إشارة' },
          { en: 'Any lane', ar: 'أي مسار' },
        ],
        order: [2, 1, 0],
      },
      {
        text: { en: 'At a flashing amber traffic light you should:', ar: 'عند الإشارة الصفراء الوامضة يجب عليك:' },
        answers: [
          { en: 'Go on with care and give way', ar: 'المتابعة بحذر وإفساح الطريق' },
          { en: 'Stop and wait for green', ar: 'التوقف وانتظار الأخضر' },
          { en: 'Speed up to cross quickly', ar: 'زيادة السرعة للعبور بسرعة' },
        ],
        order: [0, 2, 1],
      },
    ],
  },
  {
    id: 'lec-mc-1',
    licenseTypeId: 'lt-motorcycle',
    position: 1,
    title: { en: 'Riding safely', ar: 'القيادة الآمنة للدراجة' },
    videoTopic: { en: 'Gear and position', ar: 'المعدات والموقع' },
    subtopics: [{ en: 'Helmet and protective clothing', ar: 'الخوذة والملابس الواقية' }],
    quiz: [
      {
        text: { en: 'When must a rider wear a helmet?', ar: 'متى يجب على سائق الدراجة ارتداء الخوذة؟' },
        answers: [
          { en: 'On every ride', ar: 'في كل رحلة' },
          { en: 'Only on highways', ar: 'على الطرق السريعة فقط' },
          { en: 'Only at night', ar: 'ليلاً فقط' },
        ],
        order: [1, 0, 2],
      },
    ],
  },
];

export const videoTopicId = (lessonId: string) => `${lessonId}-t1`;
export const quizTopicId = (lessonId: string) => `${lessonId}-quiz`;
export const subtopicId = (lessonId: string, i: number) => `${lessonId}-t1-s${i + 1}`;
export const questionId = (lessonId: string, i: number) => `${lessonId}-q${i + 1}`;
/** answer `k` of the seed's list (0 is the right one) */
export const answerId = (lessonId: string, q: number, k: number) => `${lessonId}-q${q + 1}-a${k + 1}`;
const videoKey = (subtopic: string, language: LectureLanguage) => `lectures/${subtopic}/${language}.mp4`;

function excludedAll(table: PgTable, key: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [name, col] of Object.entries(getTableColumns(table))) {
    if (!key.includes(name)) set[name] = sql.raw(`excluded."${col.name}"`);
  }
  return set;
}

async function upsert(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: getTableColumns(table).id as never, set: excludedAll(table, ['id']) });
}

const run = promisify(execFile);

/** A small H.264 MP4 (fast start, so a phone plays it while it loads): a tinted test pattern. */
export async function makeLectureVideo(seconds: number, hue: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lecture-video-'));
  const out = path.join(dir, 'v.mp4');
  try {
    await run(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
        ...['-i', `testsrc2=duration=${seconds}:size=320x180:rate=12,hue=h=${hue}`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
      ],
      { timeout: 60_000 },
    );
    return await readFile(out);
  } catch (err) {
    const missing = (err as { code?: string }).code === 'ENOENT';
    throw new Error(missing ? 'ffmpeg is needed to make the lecture videos (Debian: apt-get install -y ffmpeg)' : `ffmpeg failed: ${String(err)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function seedLectures(db: Db, files: FileStore): Promise<void> {
  const lessons = LECTURE_LESSONS;
  await upsert(
    db,
    s.lectureLessons,
    lessons.map((l) => ({ id: l.id, licenseTypeId: l.licenseTypeId, position: l.position, title: l.title })),
  );
  await upsert(
    db,
    s.lectureTopics,
    lessons.flatMap((l) => [
      { id: videoTopicId(l.id), lessonId: l.id, position: 1, kind: 'video', title: l.videoTopic },
      { id: quizTopicId(l.id), lessonId: l.id, position: 2, kind: 'quiz', title: { en: 'Lesson quiz', ar: 'اختبار الدرس' } },
    ]),
  );
  await upsert(
    db,
    s.lectureSubtopics,
    lessons.flatMap((l) =>
      l.subtopics.map((title, i) => ({
        id: subtopicId(l.id, i),
        topicId: videoTopicId(l.id),
        position: i + 1,
        title,
        durationSeconds: LECTURE_VIDEO_SECONDS,
      })),
    ),
  );
  await upsert(
    db,
    s.lectureQuestions,
    lessons.flatMap((l) => l.quiz.map((q, i) => ({ id: questionId(l.id, i), topicId: quizTopicId(l.id), position: i + 1, text: q.text }))),
  );
  await upsert(
    db,
    s.lectureAnswers,
    lessons.flatMap((l) =>
      l.quiz.flatMap((q, i) =>
        q.answers.map((text, k) => ({
          id: answerId(l.id, i, k),
          questionId: questionId(l.id, i),
          position: q.order[k]! + 1,
          text,
          isCorrect: k === 0,
        })),
      ),
    ),
  );

  let n = 0;
  for (const l of lessons) {
    for (let i = 0; i < l.subtopics.length; i++) {
      for (const language of ['en', 'ar'] as const) {
        n++;
        const id = subtopicId(l.id, i);
        const key = videoKey(id, language);
        const [have] = await db
          .select()
          .from(s.lectureVideos)
          .where(and(eq(s.lectureVideos.subtopicId, id), eq(s.lectureVideos.language, language)));
        if (have && (await files.get(key))) continue;
        const bytes = await makeLectureVideo(LECTURE_VIDEO_SECONDS, (n * 47) % 360);
        await files.put(key, bytes, { contentType: 'video/mp4' });
        await db
          .insert(s.lectureVideos)
          .values({ subtopicId: id, language, storageKey: key, contentType: 'video/mp4', sizeBytes: bytes.length })
          .onConflictDoUpdate({ target: [s.lectureVideos.subtopicId, s.lectureVideos.language], set: { storageKey: key, sizeBytes: bytes.length } });
      }
    }
  }
}
