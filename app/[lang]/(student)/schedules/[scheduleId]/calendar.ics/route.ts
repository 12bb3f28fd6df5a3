// GET /{lang}/schedules/{scheduleId}/calendar.ics – the learner's session as a calendar file
import { bffHandler } from '@/lib/bff/handler';
import { errorFor } from '@/lib/bff/respond';
import { isLocale } from '@/lib/i18n/routing';
import { calendarFile } from '@/lib/schedules/calendar-file';
import { SCHEDULE_ID } from '@/lib/schedules/details';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; scheduleId: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, scheduleId } = await params;
  if (!isLocale(lang) || !SCHEDULE_ID.test(scheduleId)) return errorFor('not_found');
  // bffHandler checks the session again (401 without one); another learner's session is the API's 404
  return bffHandler({ access: 'student' }, async () => {
    const file = await calendarFile(scheduleId, lang, new Date());
    if (!file.ok) return file;
    return new Response(file.value, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="session-${scheduleId}.ics"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })(req);
}
