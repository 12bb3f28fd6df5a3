import { Text, View } from '@react-pdf/renderer';
import type { Direction } from './direction';
import { styles } from './styles';

// The facts of a document (number, dates, method…) and the parties it is between (centre, learner,
// corporate client), each as "label: value" lines.

export type Fact = readonly [label: string, value: string];

export function FactList({ dir, facts }: { dir: Direction; facts: readonly (Fact | null)[] }) {
  return (
    <View style={styles.facts}>{facts.map((f, i) => (f ? <Text key={i} style={[styles.fact, dir.text]}>{`${f[0]}: ${f[1]}`}</Text> : null))}</View>
  );
}

export interface Party {
  heading: string;
  lines: readonly string[];
}

export function PartyBlock({ dir, parties }: { dir: Direction; parties: readonly Party[] }) {
  return (
    <View style={[styles.parties, dir.row]}>
      {parties.map((party) => (
        <View key={party.heading} style={styles.party}>
          <Text style={[styles.partyHeading, dir.text]}>{party.heading}</Text>
          {party.lines.map((line, i) => (
            <Text key={i} style={[styles.fact, dir.text]}>
              {line}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
