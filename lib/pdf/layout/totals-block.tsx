import { Text, View } from '@react-pdf/renderer';
import type { Direction } from './direction';
import { styles } from './styles';

// The totals under a document's lines: each part as the API summed it, then the grand total.

export type TotalRow = readonly [label: string, fils: number];

export function TotalsBlock({ dir, rows, grand }: { dir: Direction; rows: readonly TotalRow[]; grand: TotalRow }) {
  return (
    <View style={styles.totals} wrap={false}>
      {rows.map(([label, fils]) => (
        <View key={label} style={[styles.totalRow, dir.row]}>
          <Text style={[styles.cellName, dir.text]}>{label}</Text>
          <Text style={[styles.cellTotal, dir.end]}>{dir.money(fils)}</Text>
        </View>
      ))}
      <View style={[styles.totalRow, styles.grand, dir.row]}>
        <Text style={[styles.cellName, dir.text]}>{grand[0]}</Text>
        <Text style={[styles.cellTotal, dir.end]}>{dir.money(grand[1])}</Text>
      </View>
    </View>
  );
}
