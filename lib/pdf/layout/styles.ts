import { StyleSheet } from '@react-pdf/renderer';

// The look every document shares (A4, the centre's colours).
export const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, fontSize: 10, color: '#1b2533' },
  centre: { fontSize: 14, fontWeight: 'bold', marginBottom: 2 },
  muted: { color: '#52627a' },
  title: { fontSize: 18, marginTop: 16, marginBottom: 10 },
  facts: { marginBottom: 14 },
  fact: { marginBottom: 3 },
  parties: { marginBottom: 12, gap: 12 },
  party: { flexGrow: 1, flexBasis: 0, borderWidth: 1, borderColor: '#d8e1ec', padding: 6 },
  partyHeading: { fontWeight: 'bold', marginBottom: 3 },
  row: { borderBottomWidth: 1, borderBottomColor: '#d8e1ec', paddingVertical: 5, fontSize: 8 },
  head: { backgroundColor: '#eef3f9', fontWeight: 'bold' },
  cellName: { flexGrow: 1, flexBasis: 0 },
  cellPayee: { width: 40 },
  cellQty: { width: 24 },
  cellMoney: { width: 62 },
  cellTotal: { width: 120 },
  totals: { marginTop: 14 },
  totalRow: { paddingVertical: 2 },
  grand: { fontSize: 12, fontWeight: 'bold', borderTopWidth: 1, borderTopColor: '#1b2533', marginTop: 4, paddingTop: 4 },
  paragraphs: { marginTop: 14 },
  paragraph: { marginBottom: 6 },
  heading: { fontWeight: 'bold', marginBottom: 4 },
  signatures: { marginTop: 24, gap: 24 },
  signature: { flexGrow: 1, flexBasis: 0, borderTopWidth: 1, borderTopColor: '#1b2533', paddingTop: 4 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#52627a' },
  // dense: a long table (the collection report), narrower margins, smaller type
  pageDense: { paddingVertical: 28, paddingHorizontal: 28, fontSize: 8, color: '#1b2533' },
  titleDense: { fontSize: 15, fontWeight: 'bold', marginBottom: 4 },
  footerDense: { position: 'absolute', bottom: 14, left: 28, right: 28, fontSize: 7, color: '#52627a' },
});
