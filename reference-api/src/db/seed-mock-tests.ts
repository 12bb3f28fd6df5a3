import type { LocalisedName } from './schema/columns';
import type { MockQuestionKind } from './schema/mock-tests';

// The mock test's question bank (docs/mock-test.md): UAE theory-test questions in English and Arabic,
// by exam type (the licence type's code). Each test draws a random subset of the theory questions and
// one hazard scene for the video-question step. Options keep their ids; the right one is named by id.

type Pair = readonly [en: string, ar: string];
const n = ([en, ar]: Pair): LocalisedName => ({ en, ar });

function q(examType: string, no: number, text: Pair, options: Pair[], correct: number, why: Pair, kind: MockQuestionKind = 'theory') {
  const id = `mq-${examType.toLowerCase()}-${kind === 'hazard' ? 'h' : 't'}${String(no).padStart(2, '0')}`;
  const opts = options.map((o, i) => ({ _id: `${id}-${'abcd'[i]}`, text: n(o) }));
  return { id, examType, kind, text: n(text), options: opts, correctOptionId: opts[correct]!._id, explanation: n(why) };
}

const lmv = (no: number, text: Pair, options: Pair[], correct: number, why: Pair) => q('LMV', no, text, options, correct, why);
const lmvHazard = (no: number, text: Pair, options: Pair[], correct: number, why: Pair) => q('LMV', no, text, options, correct, why, 'hazard');
const mc = (no: number, text: Pair, options: Pair[], correct: number, why: Pair) => q('MC', no, text, options, correct, why);
const mcHazard = (no: number, text: Pair, options: Pair[], correct: number, why: Pair) => q('MC', no, text, options, correct, why, 'hazard');

const YES_NO: Pair[] = [
  ['Yes', 'نعم'],
  ['No', 'لا'],
];

export const MOCK_TEST_QUESTIONS = [
  lmv(
    1,
    [
      'What is the maximum speed on a road in a residential area unless signs show otherwise?',
      'ما هي السرعة القصوى على طريق في منطقة سكنية ما لم تُشر اللافتات إلى غير ذلك؟',
    ],
    [
      ['40 km/h', '40 كم/س'],
      ['60 km/h', '60 كم/س'],
      ['80 km/h', '80 كم/س'],
      ['100 km/h', '100 كم/س'],
    ],
    0,
    ['Residential streets are limited to 40 km/h where no sign says otherwise.', 'السرعة في الشوارع السكنية 40 كم/س ما لم توجد لافتة بغير ذلك.'],
  ),
  lmv(
    2,
    ['What does a flashing amber traffic light mean?', 'ماذا تعني الإشارة الضوئية الصفراء الوامضة؟'],
    [
      ['Stop and wait for green', 'توقف وانتظر الأخضر'],
      ['Proceed with caution and give way', 'تابع بحذر وأعطِ الأولوية'],
      ['Speed up to clear the junction', 'زد السرعة لعبور التقاطع'],
      ['The signal is broken, ignore it', 'الإشارة معطلة، تجاهلها'],
    ],
    1,
    ['A flashing amber light warns you to slow down, take care and give way.', 'الضوء الأصفر الوامض تحذير بتخفيف السرعة والحذر وإعطاء الأولوية.'],
  ),
  lmv(
    3,
    ['At a roundabout, who has priority?', 'عند الدوّار، لمن الأولوية؟'],
    [
      ['Vehicles entering the roundabout', 'المركبات الداخلة إلى الدوّار'],
      ['Vehicles already on the roundabout', 'المركبات الموجودة داخل الدوّار'],
      ['The largest vehicle', 'المركبة الأكبر'],
      ['Vehicles coming from the right', 'المركبات القادمة من اليمين'],
    ],
    1,
    ['Give way to traffic already circulating on the roundabout.', 'أعطِ الأولوية للمركبات التي تسير داخل الدوّار.'],
  ),
  lmv(
    4,
    ['What is the minimum safe following distance in good conditions?', 'ما هي مسافة الأمان الدنيا في الظروف الجيدة؟'],
    [
      ['One second', 'ثانية واحدة'],
      ['Two seconds', 'ثانيتان'],
      ['Half a second', 'نصف ثانية'],
      ['One car length at any speed', 'طول سيارة واحدة بأي سرعة'],
    ],
    1,
    ['Keep at least a two-second gap, more in rain, fog or dust.', 'حافظ على فاصل ثانيتين على الأقل، وأكثر في المطر والضباب والغبار.'],
  ),
  lmv(
    5,
    ['Who must wear a seat belt in a moving car in the UAE?', 'من يجب أن يضع حزام الأمان في السيارة المتحركة في الإمارات؟'],
    [
      ['Only the driver', 'السائق فقط'],
      ['The driver and front passenger only', 'السائق والراكب الأمامي فقط'],
      ['Every occupant, front and rear', 'جميع الركاب في الأمام والخلف'],
      ['Only children', 'الأطفال فقط'],
    ],
    2,
    ['Seat belts are compulsory for every occupant of the vehicle.', 'حزام الأمان إلزامي لجميع ركاب المركبة.'],
  ),
  lmv(
    6,
    ['Children under what age must sit in a child safety seat?', 'الأطفال دون أي عمر يجب أن يجلسوا في مقعد أمان خاص بالأطفال؟'],
    [
      ['Two years', 'سنتان'],
      ['Four years', 'أربع سنوات'],
      ['Eight years', 'ثماني سنوات'],
      ['Twelve years', 'اثنتا عشرة سنة'],
    ],
    1,
    ['Children up to four years old must ride in a child safety seat.', 'يجب أن يجلس الأطفال حتى سن أربع سنوات في مقعد أمان خاص بهم.'],
  ),
  lmv(
    7,
    ['Children under what age may not sit in the front seat?', 'الأطفال دون أي عمر لا يجوز لهم الجلوس في المقعد الأمامي؟'],
    [
      ['Six years', 'ست سنوات'],
      ['Eight years', 'ثماني سنوات'],
      ['Ten years', 'عشر سنوات'],
      ['Sixteen years', 'ست عشرة سنة'],
    ],
    2,
    ['Children under ten (or shorter than 145 cm) ride in the back.', 'يجلس الأطفال دون العاشرة (أو أقصر من 145 سم) في المقعد الخلفي.'],
  ),
  lmv(
    8,
    ['You hear a siren and see an ambulance behind you. What should you do?', 'تسمع صفارة وترى سيارة إسعاف خلفك. ماذا تفعل؟'],
    [
      ['Brake hard where you are', 'افرمل بقوة مكانك'],
      ['Move aside safely and let it pass', 'ابتعد جانبًا بأمان ودعها تمر'],
      ['Speed up to stay ahead of it', 'زد سرعتك لتبقى أمامها'],
      ['Follow it closely', 'اتبعها عن قرب'],
    ],
    1,
    ['Give way to emergency vehicles by moving aside safely; never block them.', 'أفسح الطريق لمركبات الطوارئ بالابتعاد جانبًا بأمان ولا تعترضها.'],
  ),
  lmv(
    9,
    ['When may you use a hand-held mobile phone while driving?', 'متى يجوز استخدام الهاتف المحمول باليد أثناء القيادة؟'],
    [
      ['At a red light', 'عند الإشارة الحمراء'],
      ['In slow traffic', 'في الازدحام البطيء'],
      ['Never', 'أبدًا'],
      ['For short calls only', 'للمكالمات القصيرة فقط'],
    ],
    2,
    ['Holding a phone while driving is prohibited; stop safely first.', 'يُمنع حمل الهاتف أثناء القيادة؛ توقف بأمان أولًا.'],
  ),
  lmv(
    10,
    ['A triangular sign with a red border is a…', 'اللافتة المثلثة ذات الإطار الأحمر هي…'],
    [
      ['Warning sign', 'لافتة تحذيرية'],
      ['Mandatory sign', 'لافتة إلزامية'],
      ['Information sign', 'لافتة إرشادية'],
      ['Parking sign', 'لافتة وقوف'],
    ],
    0,
    ['Red-bordered triangles warn of a hazard ahead.', 'المثلثات ذات الإطار الأحمر تحذر من خطر أمامك.'],
  ),
  lmv(
    11,
    ['A round blue sign usually gives…', 'اللافتة الدائرية الزرقاء تعطي عادةً…'],
    [
      ['A warning', 'تحذيرًا'],
      ['A mandatory instruction', 'أمرًا إلزاميًا'],
      ['A prohibition', 'منعًا'],
      ['Tourist information', 'معلومات سياحية'],
    ],
    1,
    ['Blue circles tell you what you must do.', 'الدوائر الزرقاء تخبرك بما يجب عليك فعله.'],
  ),
  lmv(
    12,
    ['What must you do at a STOP sign?', 'ماذا يجب أن تفعل عند لافتة قف؟'],
    [
      ['Slow down and continue if clear', 'خفف السرعة وتابع إذا كان الطريق خاليًا'],
      ['Stop completely at the line, then go when safe', 'توقف تمامًا عند الخط ثم تابع عندما يكون آمنًا'],
      ['Sound the horn and continue', 'استخدم المنبه وتابع'],
      ['Stop only if traffic is coming', 'توقف فقط إذا كانت هناك مركبات قادمة'],
    ],
    1,
    ['A STOP sign means a full stop at the line every time.', 'لافتة قف تعني التوقف التام عند الخط في كل مرة.'],
  ),
  lmv(
    13,
    ['On a multi-lane motorway, which lane is for overtaking?', 'على الطريق السريع متعدد المسارات، أي مسار مخصص للتجاوز؟'],
    [
      ['The far right lane', 'المسار الأيمن'],
      ['The far left lane', 'المسار الأيسر'],
      ['The hard shoulder', 'كتف الطريق'],
      ['Any lane', 'أي مسار'],
    ],
    1,
    ['In the UAE you overtake on the left; keep right unless overtaking.', 'التجاوز في الإمارات من اليسار؛ التزم باليمين إلا عند التجاوز.'],
  ),
  lmv(
    14,
    ['When may you use the hard shoulder of a motorway?', 'متى يجوز استخدام كتف الطريق السريع؟'],
    [
      ['To overtake slow traffic', 'لتجاوز المركبات البطيئة'],
      ['In an emergency or breakdown', 'في حالة طارئة أو عطل'],
      ['To answer a phone call', 'للرد على مكالمة'],
      ['When traffic is heavy', 'عند الازدحام'],
    ],
    1,
    ['The hard shoulder is only for emergencies and breakdowns.', 'كتف الطريق للحالات الطارئة والأعطال فقط.'],
  ),
  lmv(
    15,
    ['Your car breaks down on a motorway. What should you do first?', 'تعطلت سيارتك على الطريق السريع. ماذا تفعل أولًا؟'],
    [
      ['Switch on hazard lights and move off the carriageway if you can', 'شغّل أضواء التحذير وابتعد عن الطريق إن أمكن'],
      ['Stay in your lane and try to repair it', 'ابقَ في مسارك وحاول إصلاحها'],
      ['Walk along the road for help', 'امشِ على الطريق طلبًا للمساعدة'],
      ['Reverse to the last exit', 'ارجع بالخلف إلى آخر مخرج'],
    ],
    0,
    [
      'Warn others with hazard lights, get off the road and place a warning triangle.',
      'نبّه الآخرين بأضواء التحذير وابتعد عن الطريق وضع مثلث التحذير.',
    ],
  ),
  lmv(
    16,
    [
      'How far behind a broken-down car should a warning triangle be placed on a fast road?',
      'على أي مسافة خلف السيارة المعطلة يوضع مثلث التحذير على طريق سريع؟',
    ],
    [
      ['5 metres', '5 أمتار'],
      ['10 metres', '10 أمتار'],
      ['At least 50 metres', '50 مترًا على الأقل'],
      ['Next to the car', 'بجانب السيارة'],
    ],
    2,
    ['On fast roads place the triangle well back, at least 50 metres.', 'على الطرق السريعة ضع المثلث بعيدًا، 50 مترًا على الأقل.'],
  ),
  lmv(
    17,
    ['What is the legal blood alcohol limit for driving in the UAE?', 'ما هو الحد القانوني للكحول في الدم للقيادة في الإمارات؟'],
    [
      ['0.05%', '0.05%'],
      ['0.08%', '0.08%'],
      ['Zero', 'صفر'],
      ['0.02%', '0.02%'],
    ],
    2,
    ['The UAE has zero tolerance for drinking and driving.', 'لا تسامح مطلقًا في الإمارات مع القيادة تحت تأثير الكحول.'],
  ),
  lmv(
    18,
    ['When must you switch on your headlights?', 'متى يجب تشغيل المصابيح الأمامية؟'],
    [
      ['Only on motorways', 'على الطرق السريعة فقط'],
      ['From sunset to sunrise and in poor visibility', 'من الغروب إلى الشروق وعند ضعف الرؤية'],
      ['Only in tunnels', 'في الأنفاق فقط'],
      ['Only when it rains', 'عند المطر فقط'],
    ],
    1,
    ['Use headlights at night and whenever visibility is poor (fog, dust, rain).', 'استخدم المصابيح ليلًا وكلما ضعفت الرؤية (ضباب، غبار، مطر).'],
  ),
  lmv(
    19,
    ['In fog, which lights should you use?', 'في الضباب، أي أضواء تستخدم؟'],
    [
      ['High beam', 'الضوء العالي'],
      ['Low beam and fog lights', 'الضوء المنخفض وأضواء الضباب'],
      ['Hazard lights while moving', 'أضواء التحذير أثناء السير'],
      ['No lights', 'بدون أضواء'],
    ],
    1,
    [
      'High beam reflects off fog; use dipped beam and fog lights. Hazard lights are for a stopped car.',
      'الضوء العالي ينعكس على الضباب؛ استخدم المنخفض وأضواء الضباب. أضواء التحذير للمركبة المتوقفة.',
    ],
  ),
  lmv(
    20,
    ['A pedestrian is waiting at a zebra crossing. What should you do?', 'ينتظر أحد المشاة عند ممر المشاة. ماذا تفعل؟'],
    [
      ['Sound the horn so they wait', 'استخدم المنبه ليبقى منتظرًا'],
      ['Stop and let them cross', 'توقف ودعه يعبر'],
      ['Drive past quickly', 'مرّ بسرعة'],
      ['Flash your lights and continue', 'أومض بالأضواء وتابع'],
    ],
    1,
    ['Pedestrians on or waiting at a crossing have priority.', 'للمشاة على الممر أو المنتظرين عنده الأولوية.'],
  ),
  lmv(
    21,
    ['A school bus has stopped with its STOP arm out. What must you do?', 'توقفت حافلة مدرسية وذراع التوقف ممدود. ماذا يجب عليك؟'],
    [
      ['Overtake carefully', 'تجاوزها بحذر'],
      ['Stop at least 5 metres away until the arm is folded', 'توقف على بعد 5 أمتار على الأقل حتى تُطوى الذراع'],
      ['Sound the horn and pass', 'استخدم المنبه ومرّ'],
      ['Slow to 20 km/h and pass', 'خفف إلى 20 كم/س ومرّ'],
    ],
    1,
    ['Traffic in both directions stops for a school bus showing its stop sign.', 'تتوقف المركبات في الاتجاهين عند حافلة مدرسية تعرض لافتة التوقف.'],
  ),
  lmv(
    22,
    ['Before changing lanes you should…', 'قبل تغيير المسار يجب أن…'],
    [
      ['Signal, check mirrors and the blind spot', 'تستخدم الإشارة وتفحص المرايا والنقطة العمياء'],
      ['Just signal', 'تستخدم الإشارة فقط'],
      ['Speed up', 'تزيد السرعة'],
      ['Brake firmly', 'تفرمل بقوة'],
    ],
    0,
    ['Mirrors, signal, blind-spot check, then move when safe.', 'المرايا ثم الإشارة ثم فحص النقطة العمياء، ثم الانتقال بأمان.'],
  ),
  lmv(
    23,
    ['What does a solid white line along the centre of the road mean?', 'ماذا يعني الخط الأبيض المتصل في منتصف الطريق؟'],
    [
      ['You may overtake', 'يمكنك التجاوز'],
      ['Do not cross or straddle it', 'لا تعبره ولا تسر فوقه'],
      ['Parking is allowed', 'الوقوف مسموح'],
      ['Bus lane', 'مسار الحافلات'],
    ],
    1,
    ['A solid line must not be crossed.', 'الخط المتصل لا يجوز عبوره.'],
  ),
  lmv(
    24,
    ['Where is parking forbidden?', 'أين يُمنع الوقوف؟'],
    [
      ['Within 15 metres of a junction or crossing', 'ضمن 15 مترًا من تقاطع أو ممر مشاة'],
      ['In a marked bay', 'في موقف محدد'],
      ['In a car park', 'في موقف سيارات'],
      ['On your own driveway', 'في مدخل منزلك'],
    ],
    0,
    ['Parking near junctions and crossings blocks sight lines and traffic.', 'الوقوف قرب التقاطعات والممرات يحجب الرؤية ويعيق السير.'],
  ),
  lmv(
    25,
    ['Your tyres should be checked…', 'يجب فحص الإطارات…'],
    [
      ['Only before a long trip', 'قبل الرحلات الطويلة فقط'],
      ['Regularly, when cold, including the spare', 'بانتظام وهي باردة، بما فيها الاحتياطي'],
      ['Only when a warning light shows', 'فقط عند ظهور ضوء تحذير'],
      ['Once a year', 'مرة في السنة'],
    ],
    1,
    [
      'Heat in the UAE makes under-inflated or worn tyres burst: check them often.',
      'الحرارة في الإمارات تجعل الإطارات الضعيفة أو البالية عرضة للانفجار: افحصها كثيرًا.',
    ],
  ),
  lmv(
    26,
    ['What should you do if a tyre bursts at speed?', 'ماذا تفعل إذا انفجر إطار أثناء السرعة؟'],
    [
      ['Brake hard immediately', 'افرمل بقوة فورًا'],
      ['Hold the wheel firmly, ease off and brake gently', 'أمسك المقود بثبات وخفف الوقود وافرمل بلطف'],
      ['Turn sharply to the shoulder', 'انعطف بحدة نحو الكتف'],
      ['Accelerate', 'زد السرعة'],
    ],
    1,
    ['Keep control first: firm grip, lift off, brake gently once straight.', 'السيطرة أولًا: إمساك ثابت وتخفيف الوقود ثم فرملة لطيفة.'],
  ),
  lmv(
    27,
    ['On a wet road, stopping distances are…', 'على الطريق المبلل، مسافات التوقف…'],
    [
      ['The same', 'نفسها'],
      ['Shorter', 'أقصر'],
      ['At least doubled', 'تتضاعف على الأقل'],
      ['Only longer for trucks', 'أطول للشاحنات فقط'],
    ],
    2,
    [
      'Wet roads can double stopping distances; the first rain makes them slippery with oil.',
      'الطريق المبلل قد يضاعف مسافة التوقف؛ والمطر الأول يجعله زلقًا بالزيوت.',
    ],
  ),
  lmv(
    28,
    ['During a sandstorm with poor visibility you should…', 'أثناء عاصفة رملية وضعف الرؤية يجب أن…'],
    [
      ['Drive faster to get out of it', 'تقود أسرع للخروج منها'],
      ['Slow down, use dipped lights, keep a longer gap', 'تخفف السرعة وتستخدم الضوء المنخفض وتزيد المسافة'],
      ['Stop in your lane', 'تتوقف في مسارك'],
      ['Follow the car in front closely', 'تتبع السيارة الأمامية عن قرب'],
    ],
    1,
    ['Reduce speed, be seen, and leave more space; stop only off the road.', 'خفف السرعة وكن مرئيًا واترك مسافة أكبر؛ ولا تتوقف إلا خارج الطريق.'],
  ),
  lmv(
    29,
    ['Who has priority at an uncontrolled junction of equal roads?', 'لمن الأولوية عند تقاطع غير منظم لطرق متساوية؟'],
    [
      ['The vehicle on your right', 'المركبة القادمة من يمينك'],
      ['The vehicle on your left', 'المركبة القادمة من يسارك'],
      ['The faster vehicle', 'المركبة الأسرع'],
      ['Whoever sounds the horn', 'من يستخدم المنبه'],
    ],
    0,
    ['Give way to traffic from the right where no sign or light decides.', 'أعطِ الأولوية للقادم من اليمين حيث لا لافتة ولا إشارة.'],
  ),
  lmv(
    30,
    ['Is it permitted to make a U-turn where a "No U-turn" sign is shown?', 'هل يجوز الالتفاف للخلف حيث توجد لافتة "ممنوع الالتفاف"؟'],
    YES_NO,
    1,
    ['A prohibition sign must be obeyed at all times.', 'يجب الالتزام بلافتات المنع في جميع الأوقات.'],
  ),
  lmv(
    31,
    ['What does a red traffic light with a green arrow mean?', 'ماذا تعني الإشارة الحمراء مع سهم أخضر؟'],
    [
      ['Everyone may go', 'يمكن للجميع المرور'],
      ['You may go only in the arrow’s direction, giving way', 'يمكنك المرور باتجاه السهم فقط مع إعطاء الأولوية'],
      ['Stop completely', 'توقف تمامًا'],
      ['The light is faulty', 'الإشارة معطلة'],
    ],
    1,
    ['The green arrow lets only that movement through.', 'السهم الأخضر يسمح بهذه الحركة فقط.'],
  ),
  lmv(
    32,
    ['How often should you check your mirrors?', 'كم مرة يجب أن تنظر في المرايا؟'],
    [
      ['Only when reversing', 'عند الرجوع للخلف فقط'],
      ['Frequently, and before any change of speed or direction', 'باستمرار وقبل أي تغيير في السرعة أو الاتجاه'],
      ['Once per trip', 'مرة في الرحلة'],
      ['Only on motorways', 'على الطرق السريعة فقط'],
    ],
    1,
    ['Know what is behind you before you slow, turn or change lanes.', 'اعرف ما خلفك قبل أن تخفف أو تنعطف أو تغير المسار.'],
  ),
  lmvHazard(
    1,
    [
      'Video: you drive through a residential street; a ball rolls out from between parked cars. What is the hazard?',
      'فيديو: تقود في شارع سكني؛ تتدحرج كرة من بين السيارات المتوقفة. ما الخطر؟',
    ],
    [
      ['A child may run out after the ball', 'قد يركض طفل خلف الكرة'],
      ['The ball may damage the car', 'قد تتلف الكرة السيارة'],
      ['There is no hazard', 'لا يوجد خطر'],
      ['A parked car may move off', 'قد تتحرك سيارة متوقفة'],
    ],
    0,
    ['A ball often means a child following it: slow down and be ready to stop.', 'الكرة غالبًا يتبعها طفل: خفف السرعة واستعد للتوقف.'],
  ),
  lmvHazard(
    2,
    [
      'Video: on a motorway the traffic ahead shows hazard lights and brake lights. What should you do?',
      'فيديو: على طريق سريع تظهر أضواء التحذير والفرامل في المركبات الأمامية. ماذا تفعل؟',
    ],
    [
      ['Change lanes quickly at speed', 'غيّر المسار بسرعة'],
      ['Slow down early and switch on your hazard lights briefly', 'خفف مبكرًا وشغّل أضواء التحذير لفترة قصيرة'],
      ['Keep your speed', 'حافظ على سرعتك'],
      ['Use the hard shoulder', 'استخدم كتف الطريق'],
    ],
    1,
    ['Hazard lights ahead mean a sudden queue: slow early and warn those behind.', 'أضواء التحذير أمامك تعني توقفًا مفاجئًا: خفف مبكرًا ونبّه من خلفك.'],
  ),
  lmvHazard(
    3,
    [
      'Video: a delivery motorcycle is filtering between lanes beside you as you prepare to turn. What is the hazard?',
      'فيديو: دراجة توصيل تمر بين المسارات بجانبك وأنت تستعد للانعطاف. ما الخطر؟',
    ],
    [
      ['The motorcycle may be in your blind spot when you turn', 'قد تكون الدراجة في النقطة العمياء عند انعطافك'],
      ['The motorcycle is too slow', 'الدراجة بطيئة جدًا'],
      ['There is no hazard', 'لا يوجد خطر'],
      ['The rider may stop for food', 'قد يتوقف السائق لأخذ الطعام'],
    ],
    0,
    ['Check the blind spot for two-wheelers before turning.', 'افحص النقطة العمياء بحثًا عن الدراجات قبل الانعطاف.'],
  ),
  mc(1, ['Must a motorcycle rider and passenger wear helmets?', 'هل يجب على سائق الدراجة النارية والراكب ارتداء الخوذة؟'], YES_NO, 0, [
    'Approved helmets are compulsory for rider and passenger.',
    'الخوذة المعتمدة إلزامية للسائق والراكب.',
  ]),
  mc(
    2,
    ['When riding in the rain, you should…', 'عند القيادة تحت المطر يجب أن…'],
    [
      ['Brake harder than usual', 'تفرمل أقوى من المعتاد'],
      ['Ride slower and avoid painted lines and manhole covers', 'تخفف السرعة وتتجنب الخطوط المطلية وأغطية الفتحات'],
      ['Lean more in bends', 'تميل أكثر في المنعطفات'],
      ['Ride in the gutter', 'تقود في حافة الطريق'],
    ],
    1,
    ['Painted lines and metal covers are slippery when wet.', 'الخطوط المطلية والأغطية المعدنية زلقة عند البلل.'],
  ),
  mc(
    3,
    ['Why should a motorcyclist use dipped headlights in daylight?', 'لماذا يستخدم سائق الدراجة الضوء المنخفض نهارًا؟'],
    [
      ['To save the battery', 'لتوفير البطارية'],
      ['To be seen by other road users', 'ليراه مستخدمو الطريق الآخرون'],
      ['It is only for night', 'إنه لليل فقط'],
      ['To warn pedestrians to move', 'لتحذير المشاة بالابتعاد'],
    ],
    1,
    ['Lights make a small vehicle easier to notice.', 'الأضواء تجعل المركبة الصغيرة أسهل ملاحظة.'],
  ),
  mcHazard(
    1,
    [
      'Video: a car ahead waits to turn out of a side road as you approach. What is the hazard?',
      'فيديو: سيارة أمامك تنتظر الخروج من طريق جانبي وأنت تقترب. ما الخطر؟',
    ],
    [
      ['The driver may not see you and pull out', 'قد لا يراك السائق ويخرج أمامك'],
      ['The car may reverse', 'قد ترجع السيارة للخلف'],
      ['There is no hazard', 'لا يوجد خطر'],
      ['The car will flash its lights', 'ستومض السيارة بأضوائها'],
    ],
    0,
    [
      'Cars pulling out that have not seen a motorcycle cause many crashes: slow and cover the brake.',
      'السيارات التي تخرج دون أن ترى الدراجة تسبب حوادث كثيرة: خفف واستعد للفرملة.',
    ],
  ),
];
