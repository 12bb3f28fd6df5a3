import type { ReactNode } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Direction } from './direction';
import { styles } from './styles';

// The page frame of every document: the centre's particulars (from the API) and the title on the
// first page, the footer with the page number on each. Pages are planned by the document (paginate.ts):
// react-pdf's own page breaks are superlinear, so a page here is a page on paper; a long clause list
// may still flow on, and the footer numbers the pages react-pdf drew. A long table (the collection
// report) is `dense` (narrow margins) and numbers its planned pages itself (`footer`), so react-pdf has
// no second pass to make over thousands of rows.

export interface CentreParticulars {
  name: { en: string; ar: string };
  trn: string;
  address: { en: string; ar: string };
  phone: string;
  email: string;
}

export interface FrameProps {
  dir: Direction;
  /** the centre's particulars on the first page (a staff report has none: its own facts follow the title) */
  centre?: CentreParticulars;
  title: string;
  /** the document's number, for the PDF's title */
  number: string;
  labels: { trn: string; page: string; footer: string };
  pages: ReactNode[];
  /** narrow margins and smaller type, for a long table */
  dense?: boolean;
  /** a footer per planned page (1-based), instead of one counted after layout */
  footer?: (n: number, total: number) => string;
  /**
   * A streamed document (stream-render.ts) is laid out a slice of its planned pages at a time: `pages`
   * are then pages `from` … of `pageCount`, numbered and headed as in the whole document.
   */
  from?: number;
  pageCount?: number;
}

export function DocumentFrame({ dir, centre, title, number, labels, pages, dense = false, footer, from = 0, pageCount }: FrameProps) {
  const lang = dir.lang;
  const footerStyle = [dense ? styles.footerDense : styles.footer, dir.text];
  return (
    <Document title={`${title} ${number}`} {...(centre ? { author: centre.name.en } : {})} language={lang}>
      {pages.map((content, i) => {
        const p = from + i;
        return (
          <Page key={p} size="A4" style={[dense ? styles.pageDense : styles.page, dir.font]}>
            {p === 0 ? (
              <View>
                {centre ? (
                  <>
                    <Text style={[styles.centre, dir.text]}>{centre.name[lang]}</Text>
                    <Text style={[styles.muted, dir.text]}>{centre.address[lang]}</Text>
                    <Text style={[styles.muted, dir.text]}>{`${labels.trn}: ${dir.ltr(centre.trn)}`}</Text>
                    <Text style={[styles.muted, dir.text]}>{dir.ltr(`${centre.phone} · ${centre.email}`)}</Text>
                  </>
                ) : null}
                <Text style={[dense ? styles.titleDense : styles.title, dir.text]}>{title}</Text>
              </View>
            ) : null}
            {content}
            {footer ? (
              <Text style={footerStyle} fixed>
                {footer(p + 1, pageCount ?? pages.length)}
              </Text>
            ) : (
              <Text
                style={footerStyle}
                fixed
                render={({ pageNumber, totalPages }) => `${labels.footer} · ${labels.page} ${dir.ltr(`${pageNumber} / ${totalPages}`)}`}
              />
            )}
          </Page>
        );
      })}
    </Document>
  );
}
