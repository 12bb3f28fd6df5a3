import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { CompleteTag } from '@/components/documents/complete-tag';
import { DocumentAnswersProvider, useRecordAnswer } from '@/components/documents/document-answers';
import { DocumentsDoneToast } from '@/components/documents/documents-done-toast';
import { UploadSlot } from '@/components/documents/upload-slot';
import { documentState } from '@/lib/domain/documents';
import { toast } from '@/lib/toast';
import type { DocumentFile, StudentDocument } from '@/lib/upstream/schemas/documents';
import en from '@/messages/en.json';
import { renderWithIntl } from './ui-render';

// One side of a document (D§4): choosing a file starts the upload, its progress is loaded / total
// (sizes in KB = bytes / 1000), success shows the stored document from the upload's answer, failure
// clears the side with D§8's text.

jest.mock('@/lib/api-client', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

/** A scripted XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  jest.clearAllMocks();
  FakeXhr.last = null;
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

const jpeg = (size: number, name = 'eid-front.jpg') => new File([new Uint8Array(size).fill(1)], name, { type: 'image/jpeg' });

const stored = (name: string, sizeBytes: number): DocumentFile => ({
  name,
  sizeBytes,
  fileType: 'jpeg',
  status: 'pending',
  reason: null,
  url: `/api/document/v1/files/${name.replace(/\W/g, '')}0123456789abcdefghij`,
});

/** The Emirates ID as the BFF answers an upload: the whole document as now stored. */
function emiratesId(front: DocumentFile | null, back: DocumentFile | null = null, documentNumber: string | null = null): StudentDocument {
  return {
    _id: 'doc-emirates-id',
    name: { en: 'Emirates ID', ar: 'الهوية الإماراتية' },
    instruction: { en: 'Both sides', ar: 'الوجهان' },
    supportedFormat: ['jpeg', 'png', 'pdf'],
    requireFrontBack: true,
    requireDocumentNumber: true,
    documentNumber,
    sides: [
      { side: 'front', file: front },
      { side: 'back', file: back },
    ],
  };
}
const answered = (doc: StudentDocument) => ({ statusCode: 200, data: doc });

/** The page's islands for one document, over the state it was rendered with. */
function Page({ rendered, front = null }: { rendered: StudentDocument; front?: DocumentFile | null }) {
  return (
    <DocumentAnswersProvider initial={{ [rendered._id]: documentState(rendered) }}>
      <h2>
        Emirates ID <CompleteTag typeId={rendered._id} />
      </h2>
      <UploadSlot typeId={rendered._id} side="front" label="Front of Emirates ID" formats={['jpeg', 'png', 'pdf']} file={front} />
      <UploadSlot typeId={rendered._id} side="back" label="Back of Emirates ID" formats={['jpeg', 'png', 'pdf']} file={null} />
      <DocumentsDoneToast />
    </DocumentAnswersProvider>
  );
}

function renderSlot(file: DocumentFile | null = null, locale: 'en' | 'ar' = 'en') {
  const label = locale === 'en' ? 'Front of Emirates ID' : 'الوجه الأمامي من الهوية الإماراتية';
  renderWithIntl(<UploadSlot typeId="doc-emirates-id" side="front" label={label} formats={['jpeg', 'png', 'pdf']} file={file} />, { locale });
  return { label };
}

it('shows the upload progress as loaded of total, then the stored file from the upload’s answer', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Page rendered={emiratesId(null)} />);
  expect(screen.getAllByText('No file uploaded yet')).toHaveLength(2);
  await user.upload(screen.getByLabelText('Front of Emirates ID'), jpeg(250_000));
  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/document/v1/student/documents/doc-emirates-id/front');
  expect((xhr.body!.get('uploadFile') as File).name).toBe('eid-front.jpg');
  xhr.progress(100_000, 250_000);
  const bar = screen.getByRole('progressbar', { name: 'Uploading eid-front.jpg' });
  expect(bar).toHaveAttribute('value', '100000');
  expect(bar).toHaveAttribute('max', '250000');
  expect(screen.getByText('100 KB of 250 KB')).toBeInTheDocument();
  xhr.progress(250_000, 250_000);
  expect(screen.getByText('250 KB of 250 KB')).toBeInTheDocument();
  xhr.answer(200, answered(emiratesId(stored('eid-front.jpg', 250_000))));
  expect(await screen.findByRole('link', { name: 'eid-front.jpg (250 KB)' })).toBeInTheDocument();
  expect(screen.getByText('Status: Pending review')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(mockToast.error).not.toHaveBeenCalled();
});

it('clears the side and says which file failed when the upload fails for no stated reason', async () => {
  const user = userEvent.setup();
  renderSlot();
  const input = screen.getByLabelText<HTMLInputElement>('Front of Emirates ID');
  await user.upload(input, jpeg(300_000, 'scan.jpg'));
  FakeXhr.last!.progress(150_000, 300_000);
  FakeXhr.last!.answer(500, null);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to upload file scan.jpg, Please try again');
  expect(mockToast.error).toHaveBeenCalledWith('Failed to upload file scan.jpg, Please try again');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('No file uploaded yet')).toBeInTheDocument();
  expect(input.value).toBe('');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

// Issue 22: a rejected upload says why, with the error table's texts.
it('refuses a file over 5 MB or of another type before sending it, saying why', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderSlot();
  const input = screen.getByLabelText<HTMLInputElement>('Front of Emirates ID');
  await user.upload(input, jpeg(6_000_000, 'big-scan.jpg'));
  expect(FakeXhr.last).toBeNull();
  expect(await screen.findByRole('alert')).toHaveTextContent('File is too large (max 5 MB)');
  await user.upload(input, new File(['GIF89a'], 'card.gif', { type: 'image/gif' }));
  expect(FakeXhr.last).toBeNull();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Use a JPEG, PNG or PDF file'));
  expect(mockToast.error).toHaveBeenCalledWith('Use a JPEG, PNG or PDF file');
});

it('says why the server refused a file (its error code), not only that it failed', async () => {
  const user = userEvent.setup();
  renderSlot();
  await user.upload(screen.getByLabelText('Front of Emirates ID'), jpeg(300_000, 'scan.jpg'));
  FakeXhr.last!.answer(415, { statusCode: 415, code: 'unsupported_file_type', message: 'Use a JPEG, PNG or PDF file' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Use a JPEG, PNG or PDF file');
});

// Issue 22: the browser's "Choose File / No file chosen" is in the browser's language; ours is the page's.
it('offers a keyboard-focusable picker in the page’s language, showing the chosen file’s name', async () => {
  const user = userEvent.setup();
  renderSlot(null, 'ar');
  const input = screen.getByLabelText<HTMLInputElement>('الوجه الأمامي من الهوية الإماراتية');
  expect(screen.getByText('اختر ملفًا')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('لم يتم اختيار ملف');
  await user.tab();
  expect(input).toHaveFocus();
  await user.upload(input, jpeg(300_000, 'هوية.jpg'));
  expect(input).toHaveAccessibleDescription('هوية.jpg');
});

it('shows a stored file with its size in KB and its review status, in Arabic too', () => {
  const file: DocumentFile = {
    name: 'eid.png',
    sizeBytes: 153_600,
    fileType: 'png',
    status: 'rejected',
    reason: 'Blurred',
    url: '/api/document/v1/files/abc',
  };
  renderSlot(file, 'ar');
  expect(screen.getByRole('link', { name: 'eid.png (153.6 كيلوبايت)' })).toHaveAttribute('href', '/api/document/v1/files/abc');
  expect(screen.getByText('الحالة: مرفوض: Blurred')).toBeInTheDocument();
  expect(screen.getByLabelText('الوجه الأمامي من الهوية الإماراتية')).toHaveAttribute('type', 'file');
});

it('takes up a file picked before the page hydrated (its change event fired into nothing)', async () => {
  const slot = <Page rendered={emiratesId(null)} />;
  const wrap = (ui: React.ReactElement) => (
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Dubai">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  // what the server sent: the learner picks a file while the scripts are still loading
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap(slot));
  document.body.appendChild(container);
  const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(picker, 'files', { value: [jpeg(1_000, 'picked-early.jpg')], configurable: true });
  render(wrap(slot), { container, hydrate: true });
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  expect((FakeXhr.last!.body!.get('uploadFile') as File).name).toBe('picked-early.jpg');
  FakeXhr.last!.answer(201, answered(emiratesId(stored('picked-early.jpg', 1_000))));
  await waitFor(() => expect(container).toHaveTextContent('picked-early.jpg (1 KB)'));
  container.remove();
});

// The list is server-rendered (issue 22, TBT); after an upload it showed what a router.refresh()
// brought, and Next 15.5 sometimes dropped that refresh: the second side never appeared.
it('shows each upload’s answer on the page, the second side and the document’s status too', async () => {
  const user = userEvent.setup();
  const front = stored('eid-front.jpg', 221_643);
  renderWithIntl(<Page rendered={emiratesId(front)} front={front} />);
  expect(screen.getByRole('heading', { name: 'Emirates ID (Incomplete)' })).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Back of Emirates ID'), jpeg(3_000, 'eid-back.jpg'));
  FakeXhr.last!.answer(200, answered(emiratesId(front, stored('eid-back.jpg', 3_000))));
  expect(await screen.findByRole('link', { name: 'eid-back.jpg (3 KB)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'eid-front.jpg (221.6 KB)' })).toBeInTheDocument();
  expect(screen.getAllByText('Status: Pending review')).toHaveLength(2);
  // still incomplete: the Emirates ID asks for its number too
  expect(screen.getByRole('heading', { name: 'Emirates ID (Incomplete)' })).toBeInTheDocument();
});

it('keeps a side’s file when the other side’s older answer arrives after it (two uploads at once)', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Page rendered={emiratesId(null)} />);
  await user.upload(screen.getByLabelText('Front of Emirates ID'), jpeg(2_000, 'eid-front.jpg'));
  const frontXhr = FakeXhr.last!;
  await user.upload(screen.getByLabelText('Back of Emirates ID'), jpeg(3_000, 'eid-back.jpg'));
  const backXhr = FakeXhr.last!;
  const front = stored('eid-front.jpg', 2_000);
  backXhr.answer(200, answered(emiratesId(front, stored('eid-back.jpg', 3_000))));
  expect(await screen.findByRole('link', { name: 'eid-back.jpg (3 KB)' })).toBeInTheDocument();
  frontXhr.answer(200, answered(emiratesId(front, null)));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'eid-back.jpg (3 KB)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'eid-front.jpg (2 KB)' })).toBeInTheDocument();
});

/** Records answers the way the page's forms do, for the toast's test. */
function Answers({ answers }: { answers: { doc?: StudentDocument; number?: string }[] }) {
  const { recordDocument, recordNumber } = useRecordAnswer();
  return (
    <button type="button" onClick={() => answers.forEach((a) => (a.doc ? recordDocument(a.doc) : recordNumber('doc-emirates-id', a.number!)))}>
      answer
    </button>
  );
}

it('thanks the learner once, when the last document becomes complete on this page (not on arrival)', async () => {
  const user = userEvent.setup();
  const front = stored('eid-front.jpg', 2_000);
  const back = stored('eid-back.jpg', 3_000);
  const rendered = emiratesId(front);
  const { unmount } = renderWithIntl(
    <DocumentAnswersProvider initial={{ [rendered._id]: documentState(rendered) }}>
      <CompleteTag typeId={rendered._id} />
      <DocumentsDoneToast />
      <Answers answers={[{ doc: emiratesId(front, back) }, { number: '784-1990-1234567-1' }]} />
    </DocumentAnswersProvider>,
  );
  expect(screen.getByText('(Incomplete)')).toBeInTheDocument();
  expect(mockToast.success).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'answer' }));
  expect(screen.getByText('(Complete)')).toBeInTheDocument();
  expect(mockToast.success).toHaveBeenCalledWith(en.documents.allSubmitted);
  await user.click(screen.getByRole('button', { name: 'answer' }));
  expect(mockToast.success).toHaveBeenCalledTimes(1);
  unmount();
  jest.clearAllMocks();
  const done = emiratesId(front, back, '784-1990-1234567-1');
  renderWithIntl(
    <DocumentAnswersProvider initial={{ [done._id]: documentState(done) }}>
      <DocumentsDoneToast />
    </DocumentAnswersProvider>,
  );
  expect(mockToast.success).not.toHaveBeenCalled();
});
