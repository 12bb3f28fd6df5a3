import { Text, View } from '@react-pdf/renderer';
import type { Direction } from './direction';
import { styles } from './styles';

// Running text (a contract's clauses, a certificate's statement) and the signature lines under it.

export function Paragraphs({
  dir,
  heading,
  paragraphs,
  numbered = false,
}: {
  dir: Direction;
  heading?: string;
  paragraphs: readonly string[];
  numbered?: boolean;
}) {
  return (
    <View style={styles.paragraphs}>
      {heading ? <Text style={[styles.heading, dir.text]}>{heading}</Text> : null}
      {paragraphs.map((p, i) => (
        <Text key={i} style={[styles.paragraph, dir.text]}>
          {numbered ? `${dir.ltr(`${i + 1}.`)} ${p}` : p}
        </Text>
      ))}
    </View>
  );
}

export function Signatures({ dir, names }: { dir: Direction; names: readonly string[] }) {
  return (
    <View style={[styles.signatures, dir.row]} wrap={false}>
      {names.map((name) => (
        <Text key={name} style={[styles.signature, dir.text]}>
          {name}
        </Text>
      ))}
    </View>
  );
}
