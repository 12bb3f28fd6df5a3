'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { chooseCourseAction } from '@/lib/onboarding/actions';
import { StepActionForm } from './step-action-form';

/** A course card's 'Choose' (R§4): the API resets the plan and moves the learner to Course Selected. */
export function ChooseCourseButton({
  courseCode,
  courseType,
  courseName,
  chosen,
}: {
  courseCode: string;
  courseType: string;
  courseName: string;
  chosen: boolean;
}) {
  const t = useTranslations('course');
  return (
    <StepActionForm
      action={chooseCourseAction}
      render={(_state, pending) => (
        <>
          <input type="hidden" name="courseCode" value={courseCode} />
          <input type="hidden" name="courseType" value={courseType} />
          <Button
            type="submit"
            block
            loading={pending}
            variant={chosen ? 'secondary' : 'primary'}
            aria-label={t('chooseNamed', { name: courseName })}
          >
            {chosen ? t('chosen') : t('choose')}
          </Button>
        </>
      )}
    />
  );
}
