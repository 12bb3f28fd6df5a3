import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FileStore } from '../platform/file-store';
import type { Db } from './client';
import * as s from './schema/index';
import type { LectureLanguage } from './schema/index';
import { upsert } from './seed-upsert';

// The online-lecture curriculum (issue 26): lessons → a video topic with its subtopics → a quiz topic.
// Light motor vehicle has three lessons, motorcycle one. Each subtopic has a short real video per
// language, made here with ffmpeg (a test pattern, tinted per subtopic and language) and kept in the
// file store; a video already stored is not made again. The correct answers live only in the API.

type L = { en: string; ar: string };
/** A text written [English, Arabic]: the seed's data stays one line a text. */
type Both = [en: string, ar: string];
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

const both = ([en, ar]: Both): L => ({ en, ar });

/** A quiz question: its text, its three answers (the right one first), and where each is shown. */
const question = (text: Both, answers: [Both, Both, Both], order: SeedQuestion['order']): SeedQuestion => ({
  text: both(text),
  answers: [both(answers[0]), both(answers[1]), both(answers[2])],
  order,
});

type LessonData = Omit<SeedLesson, 'title' | 'videoTopic' | 'subtopics'> & { title: Both; videoTopic: Both; subtopics: Both[] };
const lesson = ({ title, videoTopic, subtopics, ...rest }: LessonData): SeedLesson => ({
  ...rest,
  title: both(title),
  videoTopic: both(videoTopic),
  subtopics: subtopics.map(both),
});

/** Seconds of each seeded video: a few seconds, so a journey can watch one to the end. */
export const LECTURE_VIDEO_SECONDS = 4;

export const LECTURE_LESSONS: SeedLesson[] = [
  lesson({
    id: 'lec-lmv-1',
    licenseTypeId: 'lt-lmv',
    position: 1,
    title: ['Road signs and markings', 'إشارات المرور وعلامات الطريق'],
    videoTopic: ['Signs on UAE roads', 'الإشارات على طرق الإمارات'],
    subtopics: [
      ['Stop and give way', 'قف وأفسح الطريق'],
      ['Speed limit signs', 'إشارات حدود السرعة'],
    ],
    quiz: [
      question(
        ['What must you do at a STOP sign?', 'ماذا يجب أن تفعل عند إشارة قف؟'],
        [
          ['Stop completely at the line and give way', 'التوقف التام عند الخط وإفساح الطريق'],
          ['Slow down and continue if the road looks clear', 'تخفيف السرعة والمتابعة إذا بدا الطريق خالياً'],
          ['Sound the horn and drive on', 'استخدام المنبه ومتابعة القيادة'],
        ],
        [1, 0, 2],
      ),
      question(
        ['What does a round sign with a red border usually mean?', 'ماذا تعني عادةً الإشارة الدائرية ذات الإطار الأحمر؟'],
        [
          ['An order or a prohibition', 'أمر أو منع'],
          ['A hazard warning', 'تحذير من خطر'],
          ['Tourist information', 'معلومات سياحية'],
        ],
        [0, 1, 2],
      ),
      question(
        ['What does a triangular sign with a red border mean?', 'ماذا تعني الإشارة المثلثة ذات الإطار الأحمر؟'],
        [
          ['A warning of a hazard ahead', 'تحذير من خطر أمامك'],
          ['The end of a speed limit', 'نهاية حد السرعة'],
          ['A parking area', 'منطقة وقوف'],
        ],
        [2, 0, 1],
      ),
      question(
        ['A solid white line in the middle of the road means:', 'الخط الأبيض المتصل في منتصف الطريق يعني:'],
        [
          ['Do not cross it or overtake', 'لا تعبره ولا تتجاوز'],
          ['Overtake only at night', 'التجاوز ليلاً فقط'],
          ['A lane for buses only', 'مسار للحافلات فقط'],
        ],
        [1, 2, 0],
      ),
    ],
  }),
  lesson({
    id: 'lec-lmv-2',
    licenseTypeId: 'lt-lmv',
    position: 2,
    title: ['Safe driving habits', 'عادات القيادة الآمنة'],
    videoTopic: ['Space and signals', 'المسافة والإشارات'],
    subtopics: [
      ['Keeping a safe distance', 'الحفاظ على مسافة آمنة'],
      ['Mirrors and indicators', 'المرايا والإشارات الضوئية'],
    ],
    quiz: [
      question(
        [
          'In good conditions, how far behind the car in front should you stay?',
          'في الظروف الجيدة، ما المسافة التي يجب أن تتركها خلف السيارة التي أمامك؟',
        ],
        [
          ['At least two seconds', 'ثانيتان على الأقل'],
          ['Half a second', 'نصف ثانية'],
          ['One car length at any speed', 'طول سيارة واحدة بأي سرعة'],
        ],
        [0, 2, 1],
      ),
      question(
        ['When should you use your indicator?', 'متى يجب أن تستخدم إشارة الانعطاف؟'],
        [
          ['In good time before turning or changing lanes', 'قبل الانعطاف أو تغيير المسار بوقت كافٍ'],
          ['Only when a police car is near', 'فقط عند وجود سيارة شرطة قريبة'],
          ['After you have changed lanes', 'بعد تغيير المسار'],
        ],
        [2, 0, 1],
      ),
      question(
        ['May you hold a mobile phone while driving in the UAE?', 'هل يجوز لك حمل الهاتف المتحرك أثناء القيادة في الإمارات؟'],
        [
          ['No, it is a traffic offence', 'لا، إنها مخالفة مرورية'],
          ['Yes, at low speed', 'نعم، عند السرعة المنخفضة'],
          ['Yes, on short trips', 'نعم، في الرحلات القصيرة'],
        ],
        [1, 0, 2],
      ),
      question(
        ['Who must wear a seat belt?', 'من يجب عليه ربط حزام الأمان؟'],
        [
          ['The driver and every passenger', 'السائق وجميع الركاب'],
          ['The driver only', 'السائق فقط'],
          ['Front-seat passengers only', 'ركاب المقعد الأمامي فقط'],
        ],
        [0, 1, 2],
      ),
    ],
  }),
  lesson({
    id: 'lec-lmv-3',
    licenseTypeId: 'lt-lmv',
    position: 3,
    title: ['Roundabouts and junctions', 'الدوارات والتقاطعات'],
    videoTopic: ['Who goes first', 'أولوية المرور'],
    subtopics: [
      ['Entering a roundabout', 'الدخول إلى الدوار'],
      ['Right of way at junctions', 'أولوية المرور عند التقاطعات'],
    ],
    quiz: [
      question(
        ['Who has the right of way at a roundabout?', 'من له أولوية المرور في الدوار؟'],
        [
          ['Vehicles already on the roundabout', 'المركبات الموجودة داخل الدوار'],
          ['Vehicles entering the roundabout', 'المركبات الداخلة إلى الدوار'],
          ['The larger vehicle', 'المركبة الأكبر'],
        ],
        [1, 2, 0],
      ),
      question(
        ['Before entering a roundabout you should:', 'قبل الدخول إلى الدوار يجب عليك:'],
        [
          ['Slow down, look left and give way', 'تخفيف السرعة والنظر إلى اليسار وإفساح الطريق'],
          ['Speed up to find a gap', 'زيادة السرعة لإيجاد فرصة'],
          ['Stop in the roundabout to check', 'التوقف داخل الدوار للتأكد'],
        ],
        [0, 1, 2],
      ),
      question(
        ['To take the first exit of a roundabout, use:', 'للخروج من المخرج الأول في الدوار، استخدم:'],
        [
          ['The right lane and the right indicator', 'المسار الأيمن وإشارة اليمين'],
          ['The left lane and no indicator', 'المسار الأيسر دون إشارة'],
          ['Any lane', 'أي مسار'],
        ],
        [2, 1, 0],
      ),
      question(
        ['At a flashing amber traffic light you should:', 'عند الإشارة الصفراء الوامضة يجب عليك:'],
        [
          ['Go on with care and give way', 'المتابعة بحذر وإفساح الطريق'],
          ['Stop and wait for green', 'التوقف وانتظار الأخضر'],
          ['Speed up to cross quickly', 'زيادة السرعة للعبور بسرعة'],
        ],
        [0, 2, 1],
      ),
    ],
  }),
  lesson({
    id: 'lec-mc-1',
    licenseTypeId: 'lt-motorcycle',
    position: 1,
    title: ['Riding safely', 'القيادة الآمنة للدراجة'],
    videoTopic: ['Gear and position', 'المعدات والموقع'],
    subtopics: [['Helmet and protective clothing', 'الخوذة والملابس الواقية']],
    quiz: [
      question(
        ['When must a rider wear a helmet?', 'متى يجب على سائق الدراجة ارتداء الخوذة؟'],
        [
          ['On every ride', 'في كل رحلة'],
          ['Only on highways', 'على الطرق السريعة فقط'],
          ['Only at night', 'ليلاً فقط'],
        ],
        [1, 0, 2],
      ),
    ],
  }),
];

export const videoTopicId = (lessonId: string) => `${lessonId}-t1`;
export const quizTopicId = (lessonId: string) => `${lessonId}-quiz`;
export const subtopicId = (lessonId: string, i: number) => `${lessonId}-t1-s${i + 1}`;
export const questionId = (lessonId: string, i: number) => `${lessonId}-q${i + 1}`;
/** answer `k` of the seed's list (0 is the right one) */
export const answerId = (lessonId: string, q: number, k: number) => `${lessonId}-q${q + 1}-a${k + 1}`;
const videoKey = (subtopic: string, language: LectureLanguage) => `lectures/${subtopic}/${language}.mp4`;

const run = promisify(execFile);

/**
 * A small H.264 MP4 (fast start, so a phone plays it while it loads): a tinted test pattern. The same
 * arguments make the same video, so each is made once per machine and kept in the temp folder: every
 * fresh database is seeded with 14 of them (each reference-API test file on PostgreSQL, each API the
 * BFF integration suite starts), and ffmpeg cost ~5 s a seed.
 */
export async function makeLectureVideo(seconds: number, hue: number): Promise<Buffer> {
  const args = (out: string) => [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=duration=${seconds}:size=320x180:rate=12,hue=h=${hue}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
  ];
  const cacheDir = path.join(os.tmpdir(), 'lecture-video-cache');
  const cached = path.join(cacheDir, `${createHash('sha256').update(args('').join(' ')).digest('hex').slice(0, 16)}.mp4`);
  const hit = await readFile(cached).catch(() => null);
  if (hit && hit.length > 0) return hit;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lecture-video-'));
  const out = path.join(dir, 'v.mp4');
  try {
    await run('ffmpeg', args(out), { timeout: 60_000 });
    const bytes = await readFile(out);
    // kept for the next seed: written beside, then renamed (a reader never sees half a file)
    await mkdir(cacheDir, { recursive: true })
      .then(() => writeFile(`${cached}.${process.pid}`, bytes))
      .then(() => rename(`${cached}.${process.pid}`, cached))
      .catch(() => undefined);
    return bytes;
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
