import { ReportPage } from '@/components/staff/report-page';

// /csr/{report} – a staff collection report (D§2, no language prefix)
type Props = { params: Promise<{ report: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const [{ report }, query] = await Promise.all([params, searchParams]);
  return <ReportPage role="csr" page={report} query={query} />;
}
