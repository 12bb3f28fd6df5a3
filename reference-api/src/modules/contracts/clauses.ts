// The clauses of the centre's training contract (D§3 Contract), in both languages: the seed's contract and
// every contract staff issue later print these, paragraph by paragraph.
export const CONTRACT_CLAUSES = {
  en: [
    'The centre trains the learner for a light vehicle driving licence under the course named above, in line with the rules of the Roads and Transport Authority (RTA) of Dubai.',
    'The learner pays the agreed fees listed in this contract, stage by stage or in one sum, before the classes of each stage are booked. Fees paid to the RTA are collected on its behalf and are not refundable by the centre.',
    'A class missed without 24 hours notice is charged in full. Unused class hours are refunded at the price paid, less VAT already remitted, on written request.',
    'This contract ends when the licence is issued, or when either party ends it in writing; the centre then issues a clearance certificate once nothing is outstanding.',
  ],
  ar: [
    'يدرب المركز المتعلم للحصول على رخصة قيادة مركبة خفيفة وفق الدورة المذكورة أعلاه، وبما يتوافق مع قواعد هيئة الطرق والمواصلات في دبي.',
    'يدفع المتعلم الرسوم المتفق عليها المبينة في هذا العقد، مرحلة بمرحلة أو دفعة واحدة، قبل حجز حصص كل مرحلة. رسوم الهيئة يحصلها المركز نيابة عنها ولا يردها المركز.',
    'الحصة التي يتغيب عنها المتعلم دون إشعار قبل 24 ساعة تحتسب كاملة. تسترد ساعات التدريب غير المستخدمة بسعرها المدفوع بعد خصم الضريبة المسددة، بطلب مكتوب.',
    'ينتهي هذا العقد بإصدار الرخصة، أو بإنهائه كتابة من أحد الطرفين؛ ويصدر المركز عندها شهادة براءة ذمة متى لم يبق شيء مستحق.',
  ],
};
