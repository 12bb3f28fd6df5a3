import { Text, View } from '@react-pdf/renderer';
import type { InvoiceLine } from '@/lib/upstream/schemas/payment-history';
import type { Direction } from './direction';
import { styles } from './styles';

// One page's rows of a document's itemised lines: fee, payee (the centre or the RTA), quantity, unit
// price, discount, net, VAT and total, each amount as the API sent it (never recomputed here).

export interface LineTableLabels {
  linesCaption: string;
  fee: string;
  payee: string;
  payeeCentre: string;
  payeeRta: string;
  quantity: string;
  unitPrice: string;
  lineDiscount: string;
  net: string;
  vat: string;
  lineTotal: string;
}

export function LineTable({
  dir,
  lines,
  labels,
  caption,
}: {
  dir: Direction;
  lines: readonly InvoiceLine[];
  labels: LineTableLabels;
  caption?: string;
}) {
  const { text, end, row } = dir;
  return (
    <View>
      <Text style={[styles.muted, text]}>{caption ?? labels.linesCaption}</Text>
      <View style={[styles.row, styles.head, row]}>
        <Text style={[styles.cellName, text]}>{labels.fee}</Text>
        <Text style={[styles.cellPayee, text]}>{labels.payee}</Text>
        <Text style={[styles.cellQty, end]}>{labels.quantity}</Text>
        <Text style={[styles.cellMoney, end]}>{labels.unitPrice}</Text>
        <Text style={[styles.cellMoney, end]}>{labels.lineDiscount}</Text>
        <Text style={[styles.cellMoney, end]}>{labels.net}</Text>
        <Text style={[styles.cellMoney, end]}>{labels.vat}</Text>
        <Text style={[styles.cellMoney, end]}>{labels.lineTotal}</Text>
      </View>
      {lines.map((line, i) => (
        <View key={i} style={[styles.row, row]} wrap={false}>
          <Text style={[styles.cellName, text]}>{line.name[dir.lang]}</Text>
          <Text style={[styles.cellPayee, text]}>{line.payee === 'rta' ? labels.payeeRta : labels.payeeCentre}</Text>
          <Text style={[styles.cellQty, end]}>{dir.ltr(String(line.quantity))}</Text>
          <Text style={[styles.cellMoney, end]}>{dir.money(line.unitFils)}</Text>
          <Text style={[styles.cellMoney, end]}>{dir.money(-line.discountFils)}</Text>
          <Text style={[styles.cellMoney, end]}>{dir.money(line.netFils)}</Text>
          <Text style={[styles.cellMoney, end]}>{dir.money(line.vatFils)}</Text>
          <Text style={[styles.cellMoney, end]}>{dir.money(line.totalFils)}</Text>
        </View>
      ))}
    </View>
  );
}
