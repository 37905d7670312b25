/**
 * Demo catalogue of a knitted-fabric mill: real-world fabrics, compositions, weights (g/m²), widths (cm)
 * and colour ranges, in Russian and Uzbek (Latin). Used by the demo seed and the benchmark generator.
 */

export interface DemoCategory {
  id: string;
  ru: string;
  uz: string;
  /** Colour of the category's generated photo. */
  hex: string;
  useRu: string;
  useUz: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    id: 'kulirka',
    ru: 'Кулирная гладь',
    uz: 'Kulirka',
    hex: '#e8e4da',
    useRu: 'футболок, платьев и детской одежды',
    useUz: "futbolka, ko'ylak va bolalar kiyimi",
  },
  {
    id: 'futer',
    ru: 'Футер',
    uz: 'Futer',
    hex: '#8a8d91',
    useRu: 'толстовок, худи и спортивных костюмов',
    useUz: 'xudi, sviter va sport kostyumlari',
  },
  {
    id: 'interlok',
    ru: 'Интерлок',
    uz: 'Interlok',
    hex: '#cfd8e3',
    useRu: 'детской одежды, пижам и белья',
    useUz: 'bolalar kiyimi, pijama va ichki kiyim',
  },
  {
    id: 'ribana',
    ru: 'Рибана и ластик',
    uz: 'Ribana va lastik',
    hex: '#b9a48c',
    useRu: 'водолазок, манжет и горловин',
    useUz: 'bodlon, manjet va yoqalar',
  },
  {
    id: 'kashkorse',
    ru: 'Кашкорсе',
    uz: 'Kashkorse',
    hex: '#6b6b47',
    useRu: 'манжет, поясов и облегающих моделей',
    useUz: "manjet, belbog' va tor modellar",
  },
  {
    id: 'pike',
    ru: 'Пике',
    uz: 'Pike',
    hex: '#1f2a44',
    useRu: 'поло, школьной и корпоративной формы',
    useUz: 'polo, maktab va korporativ forma',
  },
  {
    id: 'velur',
    ru: 'Велюр',
    uz: 'Velyur',
    hex: '#6d1f2b',
    useRu: 'домашних костюмов, халатов и детских комбинезонов',
    useUz: 'uy kostyumlari, xalat va bolalar kombinezonlari',
  },
  {
    id: 'dzhersi',
    ru: 'Джерси и вискоза',
    uz: 'Jersi va viskoza',
    hex: '#5b3a8c',
    useRu: 'платьев, юбок и блузок',
    useUz: "ko'ylak, yubka va bluzkalar",
  },
];

export interface DemoColor {
  ru: string;
  uz: string;
  hex: string;
}

export const DEMO_COLORS: DemoColor[] = [
  { ru: 'Белый', uz: 'Oq', hex: '#ffffff' },
  { ru: 'Молочный', uz: 'Sutrang', hex: '#f3efe2' },
  { ru: 'Чёрный', uz: 'Qora', hex: '#1b1b1d' },
  { ru: 'Серый меланж', uz: 'Kulrang melanj', hex: '#a7a9ac' },
  { ru: 'Графит', uz: 'Grafit', hex: '#3c3f44' },
  { ru: 'Тёмно-синий', uz: "To'q ko'k", hex: '#1f2a44' },
  { ru: 'Синий', uz: "Ko'k", hex: '#2456a6' },
  { ru: 'Голубой', uz: 'Havorang', hex: '#8cb8e0' },
  { ru: 'Красный', uz: 'Qizil', hex: '#c4262e' },
  { ru: 'Бордовый', uz: 'Bordo', hex: '#6d1f2b' },
  { ru: 'Розовый', uz: 'Pushti', hex: '#e9a3b5' },
  { ru: 'Пудровый', uz: 'Pudra', hex: '#e8c8c0' },
  { ru: 'Жёлтый', uz: 'Sariq', hex: '#f2c230' },
  { ru: 'Горчичный', uz: 'Xantal', hex: '#c9a227' },
  { ru: 'Оранжевый', uz: "To'q sariq", hex: '#e8772e' },
  { ru: 'Бежевый', uz: 'Bej', hex: '#d8c3a5' },
  { ru: 'Хаки', uz: 'Xaki', hex: '#6b6b47' },
  { ru: 'Оливковый', uz: 'Zaytun rang', hex: '#6e7434' },
  { ru: 'Бутылочный', uz: 'Shisha yashil', hex: '#1f4d3a' },
  { ru: 'Изумрудный', uz: 'Zumrad', hex: '#1a8a6a' },
  { ru: 'Мятный', uz: 'Yalpiz', hex: '#a8dcc5' },
  { ru: 'Лавандовый', uz: 'Lavanda', hex: '#b7a7d6' },
  { ru: 'Фиолетовый', uz: 'Binafsha', hex: '#5b3a8c' },
  { ru: 'Шоколадный', uz: 'Shokolad', hex: '#5a3b2a' },
  { ru: 'Кэмел', uz: 'Kemel', hex: '#b58350' },
  { ru: 'Терракотовый', uz: 'Terrakota', hex: '#b5573a' },
];

/** Fibre names in both languages; compositions are written as `95% хлопок, 5% лайкра`. */
const FIBRES: Record<string, string> = {
  хлопок: 'paxta',
  лайкра: 'laykra',
  полиэстер: 'poliester',
  вискоза: 'viskoza',
  модал: 'modal',
  бамбук: 'bambuk',
};

/** The Uzbek form of a Russian composition string. */
export function compositionUz(ru: string): string {
  return ru.replace(/[а-яё]+/g, (fibre) => FIBRES[fibre] ?? fibre);
}

/** Yarn words in both languages; yarns are written as `пенье 30/1`, `ПЕ 30/1 + 10/1`, `микрофибра`. */
const YARNS: Record<string, string> = {
  ...FIBRES,
  пенье: 'penye',
  карде: 'karde',
  меланж: 'melanj',
  // Cotton-polyester yarn: the trade writes it ПЕ in Russian and PE in Uzbek.
  ПЕ: 'PE',
  микрофибра: 'mikrofibra',
};

/** The Uzbek form of a Russian yarn string. */
export function yarnUz(ru: string): string {
  return ru.replace(/[А-Яа-яЁё]+/g, (word) => YARNS[word] ?? word);
}

export const CANVASES: Record<string, string> = {
  'Кулирная гладь': "Kulir silliq to'qima",
  'Футер 2-нитка': 'Futer 2 ipli',
  'Футер 3-нитка': 'Futer 3 ipli',
  'Футер 3-нитка с начёсом': 'Futer 3 ipli, tukli',
  Интерлок: 'Interlok',
  'Рибана 1x1': 'Ribana 1x1',
  'Рибана 2x2': 'Ribana 2x2',
  Ластик: 'Lastik',
  Кашкорсе: 'Kashkorse',
  Пике: 'Pike',
  Велюр: 'Velyur',
  Велсофт: 'Velsoft',
  Джерси: 'Jersi',
};

export interface DemoFabric {
  category: string;
  ru: string;
  uz: string;
  canvas: keyof typeof CANVASES;
  composition: string;
  /** g/m² */
  weight: number;
  /** cm; tubular fabrics (чулок) are 90–110 cm. */
  width: number;
  tubular: boolean;
  /** Roubles per kg. */
  price: number;
  yarn: string;
}

const f = (
  category: string,
  ru: string,
  uz: string,
  canvas: keyof typeof CANVASES,
  composition: string,
  weight: number,
  width: number,
  price: number,
  yarn: string,
): DemoFabric => ({ category, ru, uz, canvas, composition, weight, width, tubular: width <= 110, price, yarn });

export const DEMO_FABRICS: DemoFabric[] = [
  f(
    'kulirka',
    'Кулирка пенье 30/1',
    'Kulirka penye 30/1',
    'Кулирная гладь',
    '100% хлопок',
    140,
    180,
    680,
    'пенье 30/1',
  ),
  f(
    'kulirka',
    'Кулирка карде 30/1',
    'Kulirka karde 30/1',
    'Кулирная гладь',
    '100% хлопок',
    150,
    100,
    560,
    'карде 30/1',
  ),
  f(
    'kulirka',
    'Кулирка пенье 24/1',
    'Kulirka penye 24/1',
    'Кулирная гладь',
    '100% хлопок',
    180,
    185,
    720,
    'пенье 24/1',
  ),
  f(
    'kulirka',
    'Кулирка с лайкрой 30/1',
    'Laykrali kulirka 30/1',
    'Кулирная гладь',
    '95% хлопок, 5% лайкра',
    180,
    180,
    760,
    'пенье 30/1',
  ),
  f(
    'kulirka',
    'Кулирка с лайкрой 24/1',
    'Laykrali kulirka 24/1',
    'Кулирная гладь',
    '92% хлопок, 8% лайкра',
    210,
    170,
    820,
    'пенье 24/1',
  ),
  f(
    'kulirka',
    'Кулирка меланж',
    'Melanj kulirka',
    'Кулирная гладь',
    '90% хлопок, 10% вискоза',
    160,
    100,
    650,
    'меланж 30/1',
  ),
  f('kulirka', 'Кулирка ПЕ', 'Kulirka PE', 'Кулирная гладь', '65% хлопок, 35% полиэстер', 150, 180, 520, 'ПЕ 30/1'),
  f(
    'kulirka',
    'Кулирка бамбук',
    'Bambukli kulirka',
    'Кулирная гладь',
    '70% бамбук, 30% хлопок',
    160,
    180,
    980,
    'бамбук 30/1',
  ),
  f(
    'futer',
    'Футер 2-нитка петля',
    'Futer 2 ipli, halqali',
    'Футер 2-нитка',
    '100% хлопок',
    240,
    185,
    840,
    'пенье 30/1 + 20/1',
  ),
  f(
    'futer',
    'Футер 2-нитка с лайкрой',
    'Laykrali futer 2 ipli',
    'Футер 2-нитка',
    '95% хлопок, 5% лайкра',
    260,
    180,
    900,
    'пенье 30/1',
  ),
  f(
    'futer',
    'Футер 2-нитка меланж',
    'Melanj futer 2 ipli',
    'Футер 2-нитка',
    '80% хлопок, 20% полиэстер',
    240,
    100,
    720,
    'меланж 30/1',
  ),
  f(
    'futer',
    'Футер 3-нитка петля',
    'Futer 3 ipli, halqali',
    'Футер 3-нитка',
    '80% хлопок, 20% полиэстер',
    300,
    185,
    880,
    'пенье 30/1 + 10/1',
  ),
  f(
    'futer',
    'Футер 3-нитка с начёсом',
    'Futer 3 ipli, tukli',
    'Футер 3-нитка с начёсом',
    '80% хлопок, 20% полиэстер',
    320,
    185,
    920,
    'пенье 30/1 + 10/1',
  ),
  f(
    'futer',
    'Футер 3-нитка с начёсом пенье',
    'Futer 3 ipli, tukli, penye',
    'Футер 3-нитка с начёсом',
    '100% хлопок',
    340,
    180,
    1050,
    'пенье 30/1 + 8/1',
  ),
  f(
    'futer',
    'Футер 3-нитка начёс плотный',
    'Zich futer 3 ipli, tukli',
    'Футер 3-нитка с начёсом',
    '70% хлопок, 30% полиэстер',
    380,
    185,
    990,
    'карде 24/1 + 6/1',
  ),
  f(
    'futer',
    'Футер 3-нитка петля лайкра',
    'Laykrali futer 3 ipli',
    'Футер 3-нитка',
    '92% хлопок, 8% лайкра',
    330,
    175,
    1100,
    'пенье 30/1 + 10/1',
  ),
  f('interlok', 'Интерлок пенье', 'Interlok penye', 'Интерлок', '100% хлопок', 220, 180, 920, 'пенье 40/1'),
  f(
    'interlok',
    'Интерлок с лайкрой',
    'Laykrali interlok',
    'Интерлок',
    '95% хлопок, 5% лайкра',
    240,
    170,
    990,
    'пенье 40/1',
  ),
  f('interlok', 'Интерлок карде', 'Interlok karde', 'Интерлок', '100% хлопок', 200, 100, 780, 'карде 40/1'),
  f(
    'interlok',
    'Интерлок модал',
    'Modalli interlok',
    'Интерлок',
    '50% хлопок, 50% модал',
    210,
    180,
    1150,
    'модал 40/1',
  ),
  f(
    'interlok',
    'Интерлок меланж',
    'Melanj interlok',
    'Интерлок',
    '85% хлопок, 15% вискоза',
    230,
    180,
    880,
    'меланж 40/1',
  ),
  f('interlok', 'Интерлок детский', 'Bolalar interloki', 'Интерлок', '100% хлопок', 190, 90, 760, 'пенье 40/1'),
  f('interlok', 'Интерлок ПЕ', 'Interlok PE', 'Интерлок', '80% хлопок, 20% полиэстер', 240, 180, 740, 'ПЕ 40/1'),
  f('ribana', 'Рибана 1x1', 'Ribana 1x1', 'Рибана 1x1', '100% хлопок', 200, 100, 820, 'пенье 30/1'),
  f(
    'ribana',
    'Рибана 1x1 с лайкрой',
    'Laykrali ribana 1x1',
    'Рибана 1x1',
    '95% хлопок, 5% лайкра',
    220,
    95,
    880,
    'пенье 30/1',
  ),
  f('ribana', 'Рибана 2x2', 'Ribana 2x2', 'Рибана 2x2', '100% хлопок', 240, 100, 860, 'пенье 30/1'),
  f(
    'ribana',
    'Рибана 2x2 с лайкрой',
    'Laykrali ribana 2x2',
    'Рибана 2x2',
    '95% хлопок, 5% лайкра',
    260,
    95,
    930,
    'пенье 30/1',
  ),
  f('ribana', 'Ластик пенье', 'Lastik penye', 'Ластик', '100% хлопок', 210, 110, 840, 'пенье 30/1'),
  f('ribana', 'Ластик с лайкрой', 'Laykrali lastik', 'Ластик', '92% хлопок, 8% лайкра', 230, 100, 900, 'пенье 30/1'),
  f('ribana', 'Рибана меланж', 'Melanj ribana', 'Рибана 1x1', '90% хлопок, 10% вискоза', 210, 100, 800, 'меланж 30/1'),
  f('kashkorse', 'Кашкорсе 2x1', 'Kashkorse 2x1', 'Кашкорсе', '95% хлопок, 5% лайкра', 260, 90, 1040, 'пенье 30/1'),
  f('kashkorse', 'Кашкорсе 3x1', 'Kashkorse 3x1', 'Кашкорсе', '95% хлопок, 5% лайкра', 280, 95, 1080, 'пенье 30/1'),
  f('kashkorse', 'Кашкорсе 4x2', 'Kashkorse 4x2', 'Кашкорсе', '92% хлопок, 8% лайкра', 300, 100, 1120, 'пенье 24/1'),
  f(
    'kashkorse',
    'Кашкорсе меланж',
    'Melanj kashkorse',
    'Кашкорсе',
    '90% хлопок, 5% вискоза, 5% лайкра',
    270,
    100,
    1060,
    'меланж 30/1',
  ),
  f(
    'kashkorse',
    'Кашкорсе плотный',
    'Zich kashkorse',
    'Кашкорсе',
    '95% хлопок, 5% лайкра',
    340,
    95,
    1190,
    'пенье 20/1',
  ),
  f(
    'kashkorse',
    'Кашкорсе ПЕ',
    'Kashkorse PE',
    'Кашкорсе',
    '80% хлопок, 15% полиэстер, 5% лайкра',
    270,
    100,
    940,
    'ПЕ 30/1',
  ),
  f('pike', 'Пике пенье', 'Pike penye', 'Пике', '100% хлопок', 210, 180, 870, 'пенье 30/1'),
  f('pike', 'Пике с лайкрой', 'Laykrali pike', 'Пике', '95% хлопок, 5% лайкра', 220, 175, 930, 'пенье 30/1'),
  f('pike', 'Пике ПЕ', 'Pike PE', 'Пике', '65% хлопок, 35% полиэстер', 200, 180, 690, 'ПЕ 30/1'),
  f('pike', 'Пике карде', 'Pike karde', 'Пике', '100% хлопок', 190, 100, 640, 'карде 30/1'),
  f('pike', 'Пике двойное', 'Ikki qavatli pike', 'Пике', '100% хлопок', 240, 180, 960, 'пенье 24/1'),
  f('pike', 'Пике меланж', 'Melanj pike', 'Пике', '80% хлопок, 20% полиэстер', 215, 180, 760, 'меланж 30/1'),
  f('pike', 'Пике лакоста', 'Pike lakost', 'Пике', '100% хлопок', 220, 180, 900, 'пенье 30/1'),
  f('velur', 'Велюр хлопковый', 'Paxtali velyur', 'Велюр', '80% хлопок, 20% полиэстер', 300, 180, 1090, 'пенье 30/1'),
  f('velur', 'Велюр стрейч', 'Streych velyur', 'Велюр', '90% хлопок, 10% лайкра', 320, 170, 1180, 'пенье 30/1'),
  f('velur', 'Велюр детский', 'Bolalar velyuri', 'Велюр', '100% хлопок', 280, 180, 1150, 'пенье 30/1'),
  f('velur', 'Велюр ПЕ', 'Velyur PE', 'Велюр', '65% хлопок, 35% полиэстер', 300, 180, 860, 'ПЕ 30/1'),
  f('velur', 'Велсофт', 'Velsoft', 'Велсофт', '100% полиэстер', 260, 185, 480, 'микрофибра'),
  f(
    'velur',
    'Велсофт двусторонний',
    'Ikki tomonlama velsoft',
    'Велсофт',
    '100% полиэстер',
    300,
    185,
    520,
    'микрофибра',
  ),
  f('velur', 'Велюр плотный', 'Zich velyur', 'Велюр', '80% хлопок, 20% полиэстер', 360, 180, 1120, 'пенье 24/1'),
  f('dzhersi', 'Джерси вискоза', 'Viskoza jersi', 'Джерси', '95% вискоза, 5% лайкра', 190, 160, 980, 'вискоза 40/1'),
  f('dzhersi', 'Джерси хлопок', 'Paxta jersi', 'Джерси', '95% хлопок, 5% лайкра', 200, 170, 890, 'пенье 40/1'),
  f('dzhersi', 'Джерси модал', 'Modal jersi', 'Джерси', '92% модал, 8% лайкра', 180, 160, 1200, 'модал 50/1'),
  f(
    'dzhersi',
    'Джерси меланж',
    'Melanj jersi',
    'Джерси',
    '60% вискоза, 35% полиэстер, 5% лайкра',
    200,
    165,
    760,
    'меланж 40/1',
  ),
  f(
    'dzhersi',
    'Кулирка вискоза с лайкрой',
    'Laykrali viskoza kulirka',
    'Кулирная гладь',
    '95% вискоза, 5% лайкра',
    190,
    170,
    940,
    'вискоза 30/1',
  ),
  f('dzhersi', 'Джерси бамбук', 'Bambuk jersi', 'Джерси', '95% бамбук, 5% лайкра', 200, 160, 1080, 'бамбук 40/1'),
  f(
    'dzhersi',
    'Джерси плотный',
    'Zich jersi',
    'Джерси',
    '65% вискоза, 30% полиэстер, 5% лайкра',
    260,
    150,
    820,
    'вискоза 30/1',
  ),
  f(
    'futer',
    'Футер 2-нитка пенье',
    'Futer 2 ipli, penye',
    'Футер 2-нитка',
    '100% хлопок',
    230,
    180,
    880,
    'пенье 30/1 + 20/1',
  ),
  f('kulirka', 'Кулирка детская', 'Bolalar kulirkasi', 'Кулирная гладь', '100% хлопок', 130, 90, 600, 'пенье 40/1'),
  f('ribana', 'Ластик меланж', 'Melanj lastik', 'Ластик', '85% хлопок, 15% вискоза', 220, 105, 820, 'меланж 30/1'),
];
