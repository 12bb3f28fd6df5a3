import type { ReactNode } from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Direction } from './direction';
import { styles } from './styles';

// The page frame of every document: the centre's particulars (from the API) and the title on the
// first page, the footer with the page number on each. Pages are planned by the document (paginate.ts):
// react-pdf's own page breaks are superlinear, so a page here is a page on paper; a long clause list
// may still flow on, and the footer numbers the pages react-pdf drew.

export interface CentreParticulars {
  name: { en: string; ar: string };
  trn: string;
  address: { en: string; ar: string };
  phone: string;
  email: string;
}

export interface FrameProps {
  dir: Direction;
  centre: CentreParticulars;
  title: string;
  /** the document's number, for the PDF's title */
  number: string;
  labels: { trn: string; page: string; footer: string };
  pages: ReactNode[];
}

export function DocumentFrame({ dir, centre, title, number, labels, pages }: FrameProps) {
  const lang = dir.lang;
  return (
    <Document title={`${title} ${number}`} author={centre.name.en} language={lang}>
      {pages.map((content, p) => (
        <Page key={p} size="A4" style={[styles.page, dir.font]}>
          {p === 0 ? (
            <View>
              <Text style={[styles.centre, dir.text]}>{centre.name[lang]}</Text>
              <Text style={[styles.muted, dir.text]}>{centre.address[lang]}</Text>
              <Text style={[styles.muted, dir.text]}>{`${labels.trn}: ${dir.ltr(centre.trn)}`}</Text>
              <Text style={[styles.muted, dir.text]}>{dir.ltr(`${centre.phone} · ${centre.email}`)}</Text>
              <Text style={[styles.title, dir.text]}>{title}</Text>
            </View>
          ) : null}
          {content}
          <Text
            style={[styles.footer, dir.text]}
            fixed
            render={({ pageNumber, totalPages }) => `${labels.footer} · ${labels.page} ${dir.ltr(`${pageNumber} / ${totalPages}`)}`}
          />
        </Page>
      ))}
    </Document>
  );
}
