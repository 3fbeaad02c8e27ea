import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { WORKING_HOURS_EN } from '@shared/constants';
import { leadSearchText } from '@shared/lead-search';
import { demoAvailability } from '@shared/schemas/booking';
import { slugify } from '@shared/slugify';
import { UPLOADS_PREFIX, type UploadStorage } from '../../storage/storage';

/** The pictures drawn by scripts/generate-demo-images.ts. */
// Relative to the working directory, like DATA_DIR and WEB_DIST_DIR: the same from the sources and the compiled server.
const IMAGES_DIR = path.resolve('server/db/seed/images');
const DAY_MS = 24 * 60 * 60 * 1000;

interface Bilingual<T = string> {
  en: T;
  ar: T;
}

/** Long texts are written as paragraphs and stored separated by blank lines, as the site renders them. */
const paragraphs = (list: string[]) => list.join('\n\n');

// ---------------------------------------------------------------------------------------------------------------
// Packages

interface DemoPackage {
  name: Bilingual;
  description: Bilingual;
  features: Bilingual<string[]>;
  /** EGP per month; the site adds the currency. */
  price: string;
  icon: 'user' | 'star' | 'crown';
  isPopular: boolean;
}

const PACKAGES: DemoPackage[] = [
  {
    name: { en: 'Starter Plan', ar: 'الباقة الأساسية' },
    description: {
      en: 'A clear, personalised starting point for building healthy eating habits at your own pace.',
      ar: 'نقطة انطلاق واضحة ومصممة لك لبناء عادات غذائية صحية بالوتيرة التي تناسبك.',
    },
    features: {
      en: [
        'Initial assessment and body composition analysis',
        'Personalised monthly meal plan',
        'Two follow-up sessions per month',
        'Healthy grocery shopping guide',
        'WhatsApp support on working days',
      ],
      ar: [
        'تقييم أولي وتحليل لمكونات الجسم',
        'نظام غذائي شهري مصمم خصيصًا لك',
        'جلستا متابعة شهريًا',
        'دليل للتسوق الصحي',
        'دعم عبر واتساب في أيام العمل',
      ],
    },
    price: '500',
    icon: 'user',
    isPopular: false,
  },
  {
    name: { en: 'Transformation Plan', ar: 'باقة التحوّل' },
    description: {
      en: 'Our most chosen plan: close weekly follow-up and a meal plan that adapts as your body changes.',
      ar: 'الباقة الأكثر اختيارًا: متابعة أسبوعية قريبة ونظام غذائي يتطور مع تغيّر جسمك.',
    },
    features: {
      en: [
        'Everything in the Starter Plan',
        'Weekly follow-up sessions, in the clinic or online',
        'Meal plan updated every two weeks',
        'Monthly body composition measurements',
        'Recipe pack based on Egyptian home cooking',
        'Daily WhatsApp support',
      ],
      ar: [
        'كل مزايا الباقة الأساسية',
        'جلسات متابعة أسبوعية في العيادة أو عبر الإنترنت',
        'تحديث النظام الغذائي كل أسبوعين',
        'قياس مكونات الجسم شهريًا',
        'مجموعة وصفات مستوحاة من المطبخ المصري المنزلي',
        'دعم يومي عبر واتساب',
      ],
    },
    price: '900',
    icon: 'star',
    isPopular: true,
  },
  {
    name: { en: 'Premium Care', ar: 'باقة الرعاية المتميزة' },
    description: {
      en: 'Intensive one-to-one care for medical conditions, athletes and ambitious goals.',
      ar: 'رعاية فردية مكثفة للحالات الصحية والرياضيين وأصحاب الأهداف الطموحة.',
    },
    features: {
      en: [
        'Everything in the Transformation Plan',
        'Two one-to-one sessions every week',
        'Lab results review and medical nutrition therapy',
        'Sports nutrition and training-day plans',
        'A family meal planning session',
        'Priority support seven days a week',
      ],
      ar: [
        'كل مزايا باقة التحوّل',
        'جلستان فرديتان كل أسبوع',
        'مراجعة التحاليل الطبية والتغذية العلاجية',
        'تغذية رياضية وأنظمة خاصة بأيام التمرين',
        'جلسة لتخطيط وجبات الأسرة',
        'دعم ذو أولوية طوال أيام الأسبوع',
      ],
    },
    price: '1500',
    icon: 'crown',
    isPopular: false,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Success stories

interface DemoStory {
  name: Bilingual;
  achievement: Bilingual;
  excerpt: Bilingual;
  fullStory: Bilingual<string[]>;
  image: string;
  beforeImage?: string;
  afterImage?: string;
  additionalImages?: string[];
  daysAgo: number;
}

const STORIES: DemoStory[] = [
  {
    name: { en: 'Mariam S.', ar: 'مريم س.' },
    achievement: { en: 'Lost 18 kg in 6 months', ar: 'فقدت 18 كجم في 6 أشهر' },
    excerpt: {
      en: 'After years of starting and quitting diets, Mariam found a way of eating that fits her job, her family and her love of Egyptian food.',
      ar: 'بعد سنوات من بدء الحميات والتوقف عنها، وجدت مريم أسلوبًا غذائيًا يناسب عملها وأسرتها وحبها للأكل المصري.',
    },
    fullStory: {
      en: [
        'Mariam, a 34-year-old accountant and mother of two, came to DietBar after trying almost every diet she had read about. Each one worked for a few weeks, then **life got in the way** and the weight came back.',
        'We started with a detailed look at her routine: long office hours, late family dinners and almost no breakfast. Instead of cutting out the foods she loves, we built a plan around **regular meals, more protein at breakfast and sensible portions** of rice, bread and sweets.',
        'Weekly follow-ups kept her on track. When work got busy, we switched to simple meal-prep lunches; when Ramadan came, we adapted her plan to iftar and suhoor instead of pausing it.',
        'Six months later Mariam had lost **18 kg** and 16 cm from her waist and, in her words, she finally has "a way of eating, not a diet". She still walks every morning with her neighbour and checks in with us once a month.',
      ],
      ar: [
        'جاءت مريم، وهي محاسبة في الرابعة والثلاثين من عمرها وأم لطفلين، إلى دايت بار بعد أن جرّبت تقريبًا كل حمية قرأت عنها. كانت كل حمية تنجح لبضعة أسابيع، ثم **تتغلب عليها ضغوط الحياة** ويعود الوزن من جديد.',
        'بدأنا بنظرة مفصّلة على روتينها اليومي: ساعات عمل طويلة، وعشاء عائلي متأخر، وإفطار شبه غائب. وبدلًا من حرمانها من الأطعمة التي تحبها، صممنا نظامًا يقوم على **وجبات منتظمة، وبروتين أكثر في الإفطار، وكميات معقولة** من الأرز والخبز والحلويات.',
        'ساعدتها المتابعة الأسبوعية على الالتزام. وعندما ازداد ضغط العمل، انتقلنا إلى وجبات غداء بسيطة تُحضَّر مسبقًا، ومع قدوم رمضان عدّلنا نظامها ليناسب الإفطار والسحور بدلًا من إيقافه.',
        'بعد ستة أشهر فقدت مريم **18 كجم** و16 سم من محيط خصرها، وأصبح لديها على حد قولها «أسلوب في الأكل، لا حمية». وما زالت تمشي كل صباح مع جارتها وتتابع معنا مرة كل شهر.',
      ],
    },
    image: 'story-mariam.jpg',
    beforeImage: 'story-mariam-before.jpg',
    afterImage: 'story-mariam-after.jpg',
    additionalImages: ['gallery-meal-prep.jpg', 'gallery-morning-walk.jpg'],
    daysAgo: 20,
  },
  {
    name: { en: 'Ahmed K.', ar: 'أحمد ك.' },
    achievement: { en: 'Lost 25 kg in 9 months', ar: 'فقد 25 كجم في 9 أشهر' },
    excerpt: {
      en: 'Diagnosed with prediabetes at 41, Ahmed changed his eating habits step by step and, together with his doctor, brought his blood sugar back into the normal range.',
      ar: 'عندما شُخّص أحمد بمقدمات السكري في الحادية والأربعين، غيّر عاداته الغذائية خطوة بخطوة، ونجح بالتعاون مع طبيبه في إعادة مستوى السكر في دمه إلى المعدل الطبيعي.',
    },
    fullStory: {
      en: [
        'Ahmed is an engineer who spends most of his day at a desk or in traffic. A routine check-up showed **prediabetes** (an HbA1c of 6.2%), and his doctor advised him to lose weight and see a nutritionist.',
        'His days started with sweet tea and ended with a heavy late dinner. We began with **three changes only**: a protein-rich breakfast, water and unsweetened tea instead of sugary drinks, and the main meal moved earlier in the day. Once those felt normal, we worked on portions and added vegetables to every lunch.',
        'Because he travels for work, Ahmed learned to order well in restaurants and to keep simple snacks such as nuts, yoghurt and fruit within reach. He also started walking for 30 minutes after dinner, which later became three gym sessions a week.',
        'Over nine months he lost **25 kg**. His follow-up tests showed an HbA1c of **5.4%**, back within the normal range. "I never felt I was on a diet," he says. "I just learned how to eat."',
      ],
      ar: [
        'أحمد مهندس يقضي معظم يومه أمام مكتبه أو في زحام الطريق. وفي فحص روتيني تبيّن أنه مصاب **بمقدمات السكري** (السكر التراكمي 6.2%)، فنصحه طبيبه بإنقاص وزنه ومراجعة أخصائي تغذية.',
        'كان يومه يبدأ بشاي محلّى بالسكر وينتهي بعشاء ثقيل في وقت متأخر. بدأنا **بثلاثة تغييرات فقط**: إفطار غني بالبروتين، والماء والشاي دون سكر بدلًا من المشروبات المحلّاة، وتقديم الوجبة الرئيسية إلى وقت أبكر من اليوم. وبعد أن أصبحت هذه التغييرات عادة، انتقلنا إلى ضبط الكميات وإضافة الخضراوات إلى كل وجبة غداء.',
        'ولأنه يسافر كثيرًا بحكم عمله، تعلّم أحمد كيف يختار وجباته في المطاعم، وأن يحتفظ بوجبات خفيفة بسيطة في متناوله مثل المكسرات والزبادي والفاكهة. كما بدأ يمشي 30 دقيقة بعد العشاء، ثم تحوّل ذلك لاحقًا إلى ثلاث حصص أسبوعية في النادي الرياضي.',
        'خلال تسعة أشهر فقد أحمد **25 كجم**، وأظهرت تحاليل المتابعة أن السكر التراكمي انخفض إلى **5.4%**، أي ضمن المعدل الطبيعي. يقول أحمد: «لم أشعر يومًا أنني أتبع حمية، بل تعلّمت كيف آكل».',
      ],
    },
    image: 'story-ahmed.jpg',
    beforeImage: 'story-ahmed-before.jpg',
    afterImage: 'story-ahmed-after.jpg',
    additionalImages: ['gallery-healthy-breakfast.jpg', 'gallery-morning-walk.jpg', 'gallery-workout-kit.jpg'],
    daysAgo: 65,
  },
  {
    name: { en: 'Nour H.', ar: 'نور ح.' },
    achievement: { en: 'Lost 12 kg while managing PCOS', ar: 'فقدت 12 كجم مع التحكم في تكيّس المبايض' },
    excerpt: {
      en: 'Nour had been told that losing weight with PCOS was almost impossible. A steady, balanced plan proved otherwise.',
      ar: 'قيل لنور إن إنقاص الوزن مع تكيّس المبايض شبه مستحيل، لكن نظامًا متوازنًا وثابتًا أثبت العكس.',
    },
    fullStory: {
      en: [
        'Nour, a 27-year-old graphic designer, had been living with **polycystic ovary syndrome (PCOS)** for years. She felt hungry all the time, had strong sugar cravings every afternoon and had almost given up on losing weight.',
        'Working alongside her gynaecologist, we designed a plan built on **steady blood sugar**: protein and fibre at every meal, whole grains instead of refined ones, and an afternoon snack planned in advance so the cravings never took over.',
        'Progress was slow in the first two months, and we talked about that openly. We tracked more than the scale: energy, sleep, waist size and how her clothes fitted. By the fourth month the weight was coming off steadily.',
        'After eight months Nour had lost **12 kg**, her cycle had become regular and her doctor was pleased with her follow-up tests. Most importantly, she says, **food no longer feels like the enemy**.',
      ],
      ar: [
        'تعيش نور، وهي مصممة جرافيك في السابعة والعشرين من عمرها، مع **متلازمة تكيّس المبايض** منذ سنوات. كانت تشعر بالجوع طوال الوقت، وتنتابها رغبة شديدة في تناول السكريات كل يوم بعد الظهر، وكادت تفقد الأمل في إنقاص وزنها.',
        'وبالتعاون مع طبيبتها المعالجة، صممنا نظامًا يقوم على **استقرار مستوى السكر في الدم**: البروتين والألياف في كل وجبة، والحبوب الكاملة بدلًا من الحبوب المكررة، ووجبة خفيفة بعد الظهر مخطط لها مسبقًا حتى لا تسيطر عليها الرغبة في السكريات.',
        'كان التقدم بطيئًا في الشهرين الأولين، وتحدثنا عن ذلك بصراحة. لم نكتفِ بقراءة الميزان، بل تابعنا مستوى الطاقة والنوم ومحيط الخصر ومقاس ملابسها. ومع الشهر الرابع بدأ الوزن ينخفض بانتظام.',
        'بعد ثمانية أشهر فقدت نور **12 كجم**، وانتظمت دورتها الشهرية، وكانت طبيبتها راضية عن نتائج تحاليل المتابعة. والأهم من ذلك، كما تقول، أن **الطعام لم يعد عدوًا لها**.',
      ],
    },
    image: 'story-nour.jpg',
    daysAgo: 110,
  },
  {
    name: { en: 'Karim M.', ar: 'كريم م.' },
    achievement: { en: 'Gained 6 kg of lean muscle', ar: 'اكتسب 6 كجم من الكتلة العضلية' },
    excerpt: {
      en: 'A 22-year-old footballer who kept losing weight during the season, Karim built strength and stamina once he learned to fuel his training properly.',
      ar: 'كريم لاعب كرة قدم في الثانية والعشرين كان وزنه ينخفض خلال الموسم، فبنى قوته وقدرته على التحمل عندما تعلّم كيف يغذّي تدريبه بالشكل الصحيح.',
    },
    fullStory: {
      en: [
        'Karim plays for a club academy and trains six days a week. Although he ate "a lot", he kept losing weight during the season and felt drained in the second half of matches.',
        'His food diary told the story: he skipped breakfast, trained on an empty stomach and ate most of his calories late at night. We rebuilt his day around training, with **carbohydrates before sessions, protein and carbohydrates within an hour after**, and a proper breakfast every morning.',
        'We also planned easy, affordable meals he could prepare in the academy residence: eggs, ful, lentils, chicken, rice, oats, yoghurt and plenty of fruit. His protein was spread over four meals of about **25 to 30 g each** instead of one large dinner.',
        'Over five months Karim gained **6 kg**, mostly lean mass according to his body composition scans. His sprint times improved and he finished the season without the late-match fatigue. His coach now sends the younger players to us.',
      ],
      ar: [
        'يلعب كريم في أكاديمية أحد الأندية ويتدرب ستة أيام في الأسبوع. ورغم أنه كان يأكل «كثيرًا» كما يقول، ظل وزنه ينخفض خلال الموسم، وكان يشعر بالإرهاق في الشوط الثاني من المباريات.',
        'كشفت مفكرة طعامه عن السبب: كان يتخطى الإفطار، ويتدرب على معدة فارغة، ويتناول معظم سعراته في وقت متأخر من الليل. فأعدنا تنظيم يومه حول مواعيد التدريب، مع **الكربوهيدرات قبل الحصص التدريبية، والبروتين والكربوهيدرات خلال ساعة بعدها**، وإفطار متكامل كل صباح.',
        'كما خططنا لوجبات سهلة وغير مكلفة يستطيع تحضيرها في سكن الأكاديمية: البيض والفول والعدس والدجاج والأرز والشوفان والزبادي، مع الكثير من الفاكهة. ووزّعنا البروتين على أربع وجبات تحتوي كل منها على نحو **25 إلى 30 جرامًا** بدلًا من عشاء واحد كبير.',
        'خلال خمسة أشهر اكتسب كريم **6 كجم**، معظمها كتلة عضلية وفقًا لقياسات مكونات الجسم. وتحسّنت سرعته في العدو، وأنهى الموسم دون الإرهاق الذي كان يشعر به في نهاية المباريات. وأصبح مدربه اليوم يرسل إلينا اللاعبين الأصغر سنًا.',
      ],
    },
    image: 'story-karim.jpg',
    additionalImages: ['gallery-workout-kit.jpg', 'gallery-meal-prep.jpg'],
    daysAgo: 160,
  },
  {
    name: { en: 'Salma A.', ar: 'سلمى ع.' },
    achievement: { en: 'Lost 14 kg after her second pregnancy', ar: 'فقدت 14 كجم بعد حملها الثاني' },
    excerpt: {
      en: 'Breastfeeding, broken sleep and a toddler at home: Salma needed a plan that was gentle, safe and realistic.',
      ar: 'رضاعة طبيعية ونوم متقطع وطفل صغير في البيت: كانت سلمى تحتاج إلى نظام لطيف وآمن وواقعي.',
    },
    fullStory: {
      en: [
        'Salma contacted us when her second baby was five months old. She was **breastfeeding**, sleeping in short stretches and eating whatever was quickest, often standing up in the kitchen.',
        'Crash dieting was never an option while breastfeeding, so we aimed for a **slow, steady loss of about half a kilo a week**. Her plan kept enough energy, protein, calcium and fluids to support her milk supply, with simple meals she could prepare with one hand and snacks she could keep within reach.',
        'We also worked on the habits around food: a glass of water with every feed, dinner with her husband instead of finishing the children\'s plates, and short evening walks with the pram.',
        'Within seven months Salma lost **14 kg** and was back to her pre-pregnancy weight. As she puts it, "I got my energy back before I got my jeans back."',
      ],
      ar: [
        'تواصلت سلمى معنا عندما كان طفلها الثاني في شهره الخامس. كانت **ترضعه رضاعة طبيعية**، وتنام على فترات قصيرة، وتأكل أي شيء سريع، وغالبًا وهي واقفة في المطبخ.',
        'لم تكن الحميات القاسية خيارًا مطروحًا أثناء الرضاعة، لذلك استهدفنا **نزولًا هادئًا وثابتًا بنحو نصف كيلوجرام أسبوعيًا**. وحرصنا على أن يوفر نظامها ما يكفي من الطاقة والبروتين والكالسيوم والسوائل للحفاظ على إدرار الحليب، مع وجبات بسيطة يمكن تحضيرها بيد واحدة ووجبات خفيفة تبقى في متناولها.',
        'وعملنا كذلك على العادات المحيطة بالطعام: كوب من الماء مع كل رضعة، والعشاء مع زوجها بدلًا من إنهاء ما يتبقى في أطباق الأطفال، ومشي قصير مع عربة الطفل في المساء.',
        'خلال سبعة أشهر فقدت سلمى **14 كجم** وعادت إلى وزنها قبل الحمل، وتقول: «استعدت طاقتي قبل أن أستعيد مقاسي».',
      ],
    },
    image: 'story-salma.jpg',
    beforeImage: 'story-salma-before.jpg',
    afterImage: 'story-salma-after.jpg',
    daysAgo: 210,
  },
  {
    name: { en: 'Youssef T.', ar: 'يوسف ط.' },
    achievement: { en: 'Lost 10 kg and lowered his cholesterol', ar: 'فقد 10 كجم وخفّض نسبة الكوليسترول' },
    excerpt: {
      en: 'At 58, Youssef learned that his cholesterol was too high. Small, steady changes to his family\'s favourite dishes made the difference.',
      ar: 'في الثامنة والخمسين علم يوسف أن نسبة الكوليسترول لديه مرتفعة، فأحدثت تعديلات صغيرة ومستمرة على أطباق أسرته المفضلة الفارق الكبير.',
    },
    fullStory: {
      en: [
        'Youssef is a retired teacher who loves cooking for his grandchildren. After a check-up his cardiologist found high **LDL cholesterol** and recommended changes to his diet alongside his medication.',
        'He did not want "hospital food", and he did not need it. We kept the dishes his family loves and changed how they were made: **less ghee and more olive oil**, grilled instead of fried, brown rice or freekeh a few times a week, and fish twice a week.',
        'We added a daily bowl of oats, more legumes and a small handful of unsalted nuts, and we agreed on a sensible plan for the weekly family lunch, where he used to eat far more than he needed.',
        'Over six months Youssef lost **10 kg**, his LDL cholesterol fell clearly at his follow-up test and his cardiologist was happy with the result. He now teaches his grandchildren to cook molokhia "the DietBar way".',
      ],
      ar: [
        'يوسف معلّم متقاعد يحب الطبخ لأحفاده. وبعد فحص دوري، وجد طبيب القلب أن نسبة **الكوليسترول الضار (LDL)** لديه مرتفعة، وأوصاه بتعديل نظامه الغذائي إلى جانب العلاج الدوائي.',
        'لم يكن يريد «أكل مستشفيات»، ولم يكن بحاجة إليه أصلًا. فاحتفظنا بالأطباق التي تحبها أسرته وغيّرنا طريقة تحضيرها: **سمن أقل وزيت زيتون أكثر**، والشوي بدلًا من القلي، والأرز البني أو الفريك عدة مرات في الأسبوع، والسمك مرتين أسبوعيًا.',
        'وأضفنا طبقًا يوميًا من الشوفان، ومزيدًا من البقوليات، وحفنة صغيرة من المكسرات غير المملحة، واتفقنا على خطة معقولة لغداء العائلة الأسبوعي الذي كان يأكل فيه أكثر بكثير مما يحتاج.',
        'خلال ستة أشهر فقد يوسف **10 كجم**، وانخفضت نسبة الكوليسترول الضار بوضوح في تحاليل المتابعة، وأبدى طبيبه رضاه عن النتيجة. وهو اليوم يعلّم أحفاده طهي الملوخية «على طريقة دايت بار».',
      ],
    },
    image: 'story-youssef.jpg',
    daysAgo: 270,
  },
  {
    name: { en: 'Hana R.', ar: 'هنا ر.' },
    achievement: { en: 'Gained 7 kg and reached a healthy weight', ar: 'اكتسبت 7 كجم ووصلت إلى وزن صحي' },
    excerpt: {
      en: 'A busy university student, Hana was underweight, tired and often skipped meals. She learned to eat enough without forcing herself.',
      ar: 'كانت هنا طالبة جامعية مشغولة تعاني من نقص الوزن والإرهاق، وكثيرًا ما تتخطى وجباتها، فتعلّمت كيف تأكل ما يكفيها دون أن تُجبر نفسها.',
    },
    fullStory: {
      en: [
        'Hana, a 20-year-old pharmacy student, came to us with a BMI of **17.2**. Between lectures, labs and long commutes she often went the whole day on coffee and a biscuit, and she felt dizzy and tired most afternoons.',
        'The goal was not huge meals, which she found hard to finish, but to **eat more often and choose energy-dense foods**. We planned three meals and two snacks a day using foods that give a lot of energy in a small volume: nut butters, dates, whole milk and yoghurt, eggs, avocado, olive oil, and hummus with bread.',
        'Then we fitted the plan into her university routine: a breakfast she could eat on the metro, a filling sandwich for campus and a smoothie after her evening study session. Her doctor also checked her iron levels, which turned out to be low and were treated.',
        'After five months Hana had gained **7 kg** and reached a healthy BMI of **19.9**, and her energy and concentration were noticeably better during exams.',
      ],
      ar: [
        'جاءت إلينا هنا، وهي طالبة في كلية الصيدلة في العشرين من عمرها، ومؤشر كتلة جسمها **17.2**. وبين المحاضرات والمعامل والمواصلات الطويلة، كانت تقضي اليوم كله أحيانًا على القهوة وقطعة بسكويت، وتشعر بالدوخة والتعب معظم فترات ما بعد الظهر.',
        'لم يكن الهدف وجبات ضخمة يصعب عليها إنهاؤها، بل أن **تأكل على فترات أقرب وتختار أطعمة غنية بالطاقة**. فخططنا لثلاث وجبات رئيسية ووجبتين خفيفتين يوميًا، بأطعمة تمنح طاقة كبيرة في حجم صغير: زبدة المكسرات والتمر والحليب كامل الدسم والزبادي والبيض والأفوكادو وزيت الزيتون والحمص بالطحينة مع الخبز.',
        'ثم أدخلنا النظام في روتينها الجامعي: إفطار يمكن تناوله في المترو، وشطيرة مشبعة للجامعة، ومشروب سموذي بعد المذاكرة المسائية. كما فحص طبيبها مستوى الحديد لديها، فتبيّن أنه منخفض وتم علاجه.',
        'بعد خمسة أشهر اكتسبت هنا **7 كجم**، ووصل مؤشر كتلة جسمها إلى **19.9** وهو معدل صحي، وتحسنت طاقتها وتركيزها بشكل ملحوظ خلال فترة الامتحانات.',
      ],
    },
    image: 'story-hana.jpg',
    daysAgo: 330,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Blog

const CATEGORIES = [
  {
    nameEn: 'Healthy Eating',
    nameAr: 'التغذية الصحية',
    description: 'Everyday habits, balanced plates and practical tips for eating well.',
  },
  {
    nameEn: 'Weight Loss',
    nameAr: 'إنقاص الوزن',
    description: 'Evidence-based, sustainable ways to lose weight and keep it off.',
  },
  {
    nameEn: 'Sports Nutrition',
    nameAr: 'التغذية الرياضية',
    description: 'Fuelling training, recovery and performance for active people.',
  },
  {
    nameEn: 'Recipes',
    nameAr: 'وصفات',
    description: 'Simple, healthy recipes inspired by Egyptian home cooking.',
  },
] as const;

type CategoryName = (typeof CATEGORIES)[number]['nameEn'];

interface DemoPost {
  category: CategoryName;
  title: Bilingual;
  excerpt: Bilingual;
  content: Bilingual<string[]>;
  image: string;
  additionalImages?: string[];
  daysAgo: number;
}

const POSTS: DemoPost[] = [
  {
    category: 'Healthy Eating',
    title: { en: 'The Balanced Plate: A Simple Guide to Every Meal', ar: 'الطبق المتوازن: دليل بسيط لكل وجبة' },
    excerpt: {
      en: 'Forget counting every calorie. Dividing your plate into three simple parts is one of the easiest ways to eat well at every meal.',
      ar: 'لا داعي لحساب كل سعر حراري، فتقسيم طبقك إلى ثلاثة أجزاء بسيطة من أسهل الطرق لتناول طعام صحي في كل وجبة.',
    },
    content: {
      en: [
        'Most people don\'t need a complicated diet to eat better. They need a simple picture they can use at every meal, at home, at work or at a family gathering. That picture is **the balanced plate**.',
        '**Half the plate: vegetables.** Fill half your plate with salad or cooked vegetables: cucumber, tomatoes, leafy greens, courgettes, okra, green beans or a bowl of vegetable soup. They add volume, fibre, vitamins and minerals for very few calories, and they help you feel full.',
        '**A quarter: protein.** Chicken, fish, lean meat, eggs, lentils, beans, ful or low-fat cheese. Protein keeps you satisfied for longer and protects your muscles, especially while you are losing weight. A portion is roughly the size and thickness of your palm.',
        '**A quarter: starchy foods.** Rice, pasta, potatoes, freekeh or bread, ideally wholegrain. They are not the enemy; the problem is usually the amount. A quarter of the plate, about a cupped handful of cooked rice or half a baladi loaf, is enough for most people.',
        'Add a little **healthy fat**, such as a spoon of olive oil on your salad or a few olives, and drink water with your meal. If you are still hungry when you finish, go back for more vegetables first. It is a simple habit, but repeated meal after meal it makes a real difference.',
      ],
      ar: [
        'لا يحتاج معظم الناس إلى حمية معقدة لكي يأكلوا بشكل أفضل، بل إلى صورة بسيطة يستخدمونها في كل وجبة، سواء في البيت أو العمل أو في العزومات العائلية. هذه الصورة هي **الطبق المتوازن**.',
        '**نصف الطبق خضراوات.** املأ نصف طبقك بالسلطة أو الخضراوات المطبوخة: الخيار والطماطم والخضراوات الورقية والكوسة والبامية والفاصوليا الخضراء أو طبق من شوربة الخضار. فهي تضيف حجمًا وأليافًا وفيتامينات ومعادن بسعرات حرارية قليلة جدًا، وتساعدك على الشعور بالشبع.',
        '**ربع الطبق بروتين.** الدجاج أو السمك أو اللحم قليل الدهن أو البيض أو العدس أو الفاصوليا أو الفول أو الجبن قليل الدسم. يمنحك البروتين شبعًا أطول ويحافظ على عضلاتك، خاصة أثناء إنقاص الوزن. والحصة تعادل تقريبًا حجم كف اليد وسُمكه.',
        '**الربع الأخير نشويات.** الأرز أو المكرونة أو البطاطس أو الفريك أو الخبز، ويفضَّل أن تكون من الحبوب الكاملة. النشويات ليست عدوًا، والمشكلة غالبًا في الكمية. فربع الطبق، أي ما يعادل ملء الكف من الأرز المطبوخ أو نصف رغيف بلدي، يكفي معظم الناس.',
        'أضف قليلًا من **الدهون الصحية**، مثل ملعقة من زيت الزيتون على السلطة أو بضع حبات من الزيتون، واشرب الماء مع وجبتك. وإذا بقيت جائعًا بعد الانتهاء، فابدأ بالمزيد من الخضراوات أولًا. إنها عادة بسيطة، لكنها مع التكرار وجبة بعد وجبة تصنع فرقًا حقيقيًا.',
      ],
    },
    image: 'blog-balanced-plate.jpg',
    additionalImages: ['gallery-healthy-breakfast.jpg', 'gallery-meal-prep.jpg'],
    daysAgo: 6,
  },
  {
    category: 'Weight Loss',
    title: { en: 'Why Crash Diets Fail and What Works Instead', ar: 'لماذا تفشل الحميات القاسية وما البديل الذي ينجح فعلًا؟' },
    excerpt: {
      en: 'Very low-calorie diets promise fast results, but most of the weight comes back. Here is why, and what to do instead.',
      ar: 'تَعِد الحميات منخفضة السعرات جدًا بنتائج سريعة، لكن معظم الوزن المفقود يعود من جديد. إليك السبب، وما يمكنك فعله بدلًا من ذلك.',
    },
    content: {
      en: [
        'Eating 800 calories a day, living on juice or cutting out whole food groups can make the scale drop quickly. The trouble is what happens next: **most people regain the weight**, and many end up heavier than when they started.',
        'Much of the early loss is **water and stored glycogen**, not fat. When you eat far too little you also lose muscle, your energy drops and your body becomes better at saving energy. Hunger hormones rise, cravings get stronger, and sooner or later the diet becomes impossible to follow.',
        'A sustainable approach looks different. Aim for a **moderate energy deficit**, usually around 500 calories a day, which leads to a loss of roughly half a kilo to one kilo a week. Build meals around protein and vegetables, keep the foods you enjoy in sensible portions and eat at regular times so you never arrive at a meal starving.',
        'Look after **sleep, stress and movement** as well. Short sleep increases appetite, and regular walking or strength training helps you keep your muscle while you lose fat.',
        'Finally, measure progress in more than kilograms: your waist, your energy, your lab results and how your clothes fit. Slow progress that lasts is worth far more than fast progress that disappears.',
      ],
      ar: [
        'قد يؤدي تناول 800 سعر حراري يوميًا، أو الاعتماد على العصائر وحدها، أو حذف مجموعات غذائية كاملة، إلى نزول سريع في الميزان. لكن المشكلة فيما يحدث بعد ذلك: **يستعيد معظم الناس الوزن المفقود**، بل ينتهي الأمر بكثير منهم بوزن أعلى مما بدأوا به.',
        'جزء كبير من النزول في البداية هو **ماء ومخزون من الجليكوجين** وليس دهونًا. وعندما تأكل أقل بكثير من احتياجك، تخسر أيضًا جزءًا من عضلاتك، وتنخفض طاقتك، ويصبح جسمك أكثر حرصًا على توفير الطاقة. كما ترتفع هرمونات الجوع وتشتد الرغبة في الأكل، فيصبح الاستمرار في الحمية مستحيلًا عاجلًا أو آجلًا.',
        'أما الأسلوب المستدام فمختلف. استهدف **عجزًا معتدلًا في السعرات**، يكون عادة في حدود 500 سعر حراري يوميًا، وهو ما يؤدي إلى نزول يتراوح تقريبًا بين نصف كيلوجرام وكيلوجرام في الأسبوع. اجعل البروتين والخضراوات أساس وجباتك، واحتفظ بالأطعمة التي تحبها بكميات معقولة، وتناول وجباتك في مواعيد منتظمة حتى لا تصل إلى الوجبة وأنت في قمة الجوع.',
        'واهتم كذلك **بالنوم والتوتر والحركة**؛ فقلة النوم تزيد الشهية، والمشي المنتظم أو تمارين المقاومة يساعدانك على الحفاظ على عضلاتك بينما تفقد الدهون.',
        'وأخيرًا، قِس تقدمك بأكثر من الكيلوجرامات: محيط الخصر، ومستوى الطاقة، ونتائج التحاليل، ومقاس ملابسك. فالتقدم البطيء الذي يدوم أثمن بكثير من التقدم السريع الذي يختفي.',
      ],
    },
    image: 'blog-crash-diets.jpg',
    daysAgo: 24,
  },
  {
    category: 'Recipes',
    title: { en: 'A Lighter Ful Medames Breakfast Bowl', ar: 'طبق فول مدمس خفيف للإفطار' },
    excerpt: {
      en: 'Egypt\'s favourite breakfast is already a nutritional gem. A few small changes make it lighter, more filling and ready in ten minutes.',
      ar: 'الإفطار المصري المفضل كنز غذائي في الأصل، وبعض التعديلات البسيطة تجعله أخف وأكثر إشباعًا وجاهزًا في عشر دقائق.',
    },
    content: {
      en: [
        'Ful medames is one of the healthiest breakfasts you can eat. Fava beans are rich in **plant protein and fibre**, they keep you full for hours and they are kind to your budget. What usually turns ful into a heavy meal is a generous pour of oil or ghee and the amount of bread that comes with it.',
        '**Ingredients (2 servings):** 1 can of fava beans (about 400 g), 1 tablespoon of olive oil, the juice of half a lemon, 1 small garlic clove (crushed), half a teaspoon of ground cumin, 1 diced tomato, a handful of chopped parsley, and salt and chilli to taste.',
        '**Method:** Warm the beans with a few spoons of their liquid, then mash them lightly, leaving some whole. Stir in the garlic, cumin, lemon juice and a pinch of salt. Spoon into two bowls, top with the tomato and parsley, and finish with **a single tablespoon of olive oil** shared between the bowls.',
        'Serve with half a wholemeal baladi loaf per person, plenty of cucumber and a boiled egg if you need extra protein. Each bowl (without the bread) provides roughly **200 calories and 10 g of protein**.',
        'Tip: mash a larger batch and keep it in the fridge for up to three days. Breakfast then takes only as long as warming it up.',
      ],
      ar: [
        'يُعد الفول المدمس من أكثر وجبات الإفطار صحة؛ فهو غني **بالبروتين النباتي والألياف**، ويمنحك شبعًا يدوم لساعات، كما أنه في متناول الميزانية. وما يحوّل الفول عادة إلى وجبة ثقيلة هو الكمية الكبيرة من الزيت أو السمن، وكمية الخبز التي تؤكل معه.',
        '**المكونات (حصتان):** علبة فول مدمس (نحو 400 جرام)، وملعقة كبيرة من زيت الزيتون، وعصير نصف ليمونة، وفص ثوم صغير مهروس، ونصف ملعقة صغيرة من الكمون المطحون، وحبة طماطم مقطعة مكعبات، وحفنة من البقدونس المفروم، وملح وشطة حسب الرغبة.',
        '**طريقة التحضير:** سخّن الفول مع بضع ملاعق من سائله، ثم اهرسه هرسًا خفيفًا مع ترك بعض الحبات كاملة. أضف الثوم والكمون وعصير الليمون ورشة ملح وقلّب. وزّعه في طبقين، وزيّنه بالطماطم والبقدونس، ثم أضف **ملعقة كبيرة واحدة فقط من زيت الزيتون** مقسمة بين الطبقين.',
        'قدّمه مع نصف رغيف بلدي من الدقيق الكامل لكل شخص، وكمية وفيرة من الخيار، وبيضة مسلوقة إذا كنت تحتاج إلى مزيد من البروتين. يوفر كل طبق (دون الخبز) نحو **200 سعر حراري و10 جرامات من البروتين**.',
        'نصيحة: حضّر كمية أكبر من الفول المهروس واحفظها في الثلاجة لمدة تصل إلى ثلاثة أيام، وبذلك لا يستغرق تحضير الإفطار سوى وقت التسخين.',
      ],
    },
    image: 'blog-ful-medames-bowl.jpg',
    additionalImages: ['gallery-healthy-breakfast.jpg'],
    daysAgo: 45,
  },
  {
    category: 'Sports Nutrition',
    title: { en: 'What to Eat Before and After a Workout', ar: 'ماذا تأكل قبل التمرين وبعده؟' },
    excerpt: {
      en: 'The right meal at the right time gives you more energy in training and helps your muscles recover. Here is a simple guide.',
      ar: 'الوجبة المناسبة في التوقيت المناسب تمنحك طاقة أكبر أثناء التمرين وتساعد عضلاتك على التعافي. إليك دليلًا بسيطًا.',
    },
    content: {
      en: [
        'What you eat around training affects how you feel during the session and how well you recover afterwards. You don\'t need expensive supplements: **ordinary food, well timed**, does the job for most people.',
        '**Two to three hours before:** have a normal balanced meal with carbohydrates, some protein and not too much fat or fibre, for example chicken with rice and vegetables, or ful with bread. This tops up your energy stores without leaving you feeling heavy.',
        '**Thirty to sixty minutes before:** if it has been a while since you ate, choose a small snack that is easy to digest, such as a banana, a few dates or a slice of toast with honey. Avoid large, fatty meals just before training.',
        '**After training:** within about two hours, have a meal that combines **protein and carbohydrates**. Protein (around 20 to 30 g) supports muscle repair, and carbohydrates refill the energy you used. Yoghurt with oats and fruit, eggs with wholemeal bread, or grilled fish with potatoes all work well.',
        'And don\'t forget **fluids**. Drink regularly through the day, sip water during the session and replace what you lose afterwards, especially in the Egyptian summer. For sessions longer than an hour in the heat, a drink with some salts and carbohydrates can help.',
      ],
      ar: [
        'ما تأكله حول موعد التمرين يؤثر في شعورك أثناء الحصة وفي جودة تعافيك بعدها. ولا تحتاج إلى مكملات غالية الثمن؛ فالطعام العادي **في توقيته الصحيح** يكفي معظم الناس.',
        '**قبل التمرين بساعتين إلى ثلاث ساعات:** تناول وجبة متوازنة عادية تحتوي على الكربوهيدرات وقليل من البروتين، دون الإكثار من الدهون أو الألياف، مثل الدجاج مع الأرز والخضار، أو الفول مع الخبز. فهي تملأ مخزون الطاقة دون أن تشعرك بالثقل.',
        '**قبل التمرين بثلاثين إلى ستين دقيقة:** إذا مرّ وقت طويل على آخر وجبة، فاختر وجبة خفيفة سهلة الهضم مثل موزة أو بضع تمرات أو شريحة توست مع العسل. وتجنب الوجبات الكبيرة الغنية بالدهون قبل التمرين مباشرة.',
        '**بعد التمرين:** خلال ساعتين تقريبًا، تناول وجبة تجمع بين **البروتين والكربوهيدرات**. فالبروتين (نحو 20 إلى 30 جرامًا) يدعم إصلاح العضلات، والكربوهيدرات تعوّض الطاقة التي استهلكتها. الزبادي مع الشوفان والفاكهة، أو البيض مع الخبز الأسمر، أو السمك المشوي مع البطاطس، كلها خيارات ممتازة.',
        'ولا تنسَ **السوائل**. اشرب بانتظام على مدار اليوم، وخذ رشفات من الماء أثناء التمرين، وعوّض ما فقدته بعده، خاصة في صيف مصر الحار. وفي الحصص التي تزيد على ساعة في الجو الحار، قد يفيدك مشروب يحتوي على بعض الأملاح والكربوهيدرات.',
      ],
    },
    image: 'blog-workout-fuel.jpg',
    additionalImages: ['gallery-workout-kit.jpg'],
    daysAgo: 70,
  },
  {
    category: 'Healthy Eating',
    title: { en: 'How Much Water Do You Really Need?', ar: 'كم تحتاج فعلًا من الماء يوميًا؟' },
    excerpt: {
      en: 'Eight glasses a day is a useful reminder, not a rule. Your needs depend on your body, the weather and how active you are.',
      ar: 'ثمانية أكواب يوميًا تذكير مفيد وليست قاعدة ثابتة، فاحتياجك يعتمد على جسمك والطقس ومستوى نشاطك.',
    },
    content: {
      en: [
        'Water is involved in almost everything your body does, from regulating temperature to digestion and concentration. Even **mild dehydration** can cause headaches, tiredness and poor focus, and it is often mistaken for hunger.',
        'As a general guide, European recommendations suggest a total of about **2 litres a day for women and 2.5 litres for men**, with roughly 70 to 80% coming from drinks and the rest from food. That is about six to eight glasses of fluid a day. You need more in hot weather, during exercise, while breastfeeding and when you are unwell.',
        'The easiest check is the colour of your urine: **pale straw** means you are drinking enough, while dark yellow means you need more. Thirst is also worth listening to, especially for older adults, whose sense of thirst becomes weaker.',
        'Practical habits help: keep a bottle on your desk, drink a glass with every meal, and add lemon, mint or cucumber if plain water feels boring. Tea and coffee count towards your fluids, but **sugary drinks and juices** add a lot of calories without filling you up.',
        'Fruit and vegetables such as watermelon, cucumber, oranges and tomatoes also contribute to your hydration, which is one more good reason to eat them every day.',
      ],
      ar: [
        'يدخل الماء في كل ما يقوم به جسمك تقريبًا، من تنظيم درجة الحرارة إلى الهضم والتركيز. وحتى **الجفاف الخفيف** قد يسبب الصداع والتعب وضعف التركيز، وكثيرًا ما نخلط بينه وبين الجوع.',
        'وكدليل عام، توصي الإرشادات الأوروبية بإجمالي يقارب **لترين يوميًا للنساء ولترين ونصف للرجال**، يأتي نحو 70 إلى 80% منها من المشروبات والباقي من الطعام، أي ما يعادل ستة إلى ثمانية أكواب من السوائل يوميًا. وتزيد حاجتك في الجو الحار، وأثناء ممارسة الرياضة، وفي فترة الرضاعة، وعند المرض.',
        'أسهل طريقة للتأكد هي لون البول: **اللون الأصفر الفاتح** يعني أنك تشرب بما يكفي، أما الأصفر الداكن فيعني أنك تحتاج إلى المزيد. والعطش كذلك إشارة تستحق الانتباه، خاصة لدى كبار السن الذين يضعف لديهم الإحساس بالعطش.',
        'وتساعدك العادات العملية: احتفظ بزجاجة ماء على مكتبك، واشرب كوبًا مع كل وجبة، وأضف الليمون أو النعناع أو الخيار إذا شعرت بالملل من الماء العادي. ويُحتسب الشاي والقهوة ضمن السوائل، لكن **المشروبات المحلاة والعصائر** تضيف سعرات حرارية كثيرة دون أن تمنحك شبعًا.',
        'كما تساهم الفاكهة والخضراوات مثل البطيخ والخيار والبرتقال والطماطم في ترطيب الجسم، وهذا سبب إضافي لتجعلها جزءًا من يومك.',
      ],
    },
    image: 'blog-hydration.jpg',
    daysAgo: 95,
  },
  {
    category: 'Weight Loss',
    title: { en: 'Healthy Ramadan: How to Eat Well at Iftar and Suhoor', ar: 'رمضان صحي: كيف تتغذى جيدًا في الإفطار والسحور' },
    excerpt: {
      en: 'Many people gain weight during the holy month. With a little planning, Ramadan can instead be a time to feel lighter and more energetic.',
      ar: 'يكتسب كثيرون وزنًا خلال الشهر الكريم، لكن مع قليل من التخطيط يمكن أن يكون رمضان فرصة للشعور بخفة ونشاط أكبر.',
    },
    content: {
      en: [
        'After a long day of fasting it is natural to want to eat everything at once. But heavy iftars, sweets every night and a skipped suhoor are the main reasons many people **gain weight in Ramadan** and feel tired during the day.',
        '**Break your fast gently.** Start with water and two or three dates, which restore your blood sugar quickly. Then have a bowl of soup, such as lentil or vegetable, and pause for a few minutes, perhaps for the Maghrib prayer, before the main meal.',
        '**Build a balanced iftar.** Use the balanced plate: half salad and cooked vegetables, a quarter protein and a quarter rice, freekeh or bread. Choose grilled or oven-baked dishes more often than fried ones, and keep sambousek and other fried starters as an occasional treat.',
        '**Don\'t skip suhoor.** A suhoor with slow-release carbohydrates and protein keeps you going for longer: ful with a boiled egg and wholemeal bread, or yoghurt with oats and fruit. Go easy on very salty foods such as pickles and salty cheese, which make you thirsty.',
        '**Enjoy sweets wisely.** Konafa and qatayef are part of the joy of the season. Have a small portion a few times a week rather than every night, ideally an hour or two after iftar. Between iftar and suhoor, aim for **eight to ten glasses of water**, spread out rather than all at once.',
      ],
      ar: [
        'بعد يوم طويل من الصيام، من الطبيعي أن ترغب في تناول كل شيء دفعة واحدة. لكن الإفطار الثقيل والحلويات كل ليلة وإهمال السحور هي الأسباب الرئيسية التي تجعل كثيرين **يكتسبون وزنًا في رمضان** ويشعرون بالتعب طوال النهار.',
        '**افطر بهدوء.** ابدأ بالماء وتمرتين أو ثلاث تمرات، فهي تعيد مستوى السكر في الدم بسرعة. ثم تناول طبقًا من الشوربة مثل شوربة العدس أو الخضار، وتوقف بضع دقائق، ربما لأداء صلاة المغرب، قبل الوجبة الرئيسية.',
        '**اجعل إفطارك متوازنًا.** استخدم قاعدة الطبق المتوازن: نصفه سلطة وخضراوات مطبوخة، وربعه بروتين، وربعه أرز أو فريك أو خبز. واختر الأطباق المشوية أو المطهوة في الفرن أكثر من المقلية، واجعل السمبوسك والمقبلات المقلية الأخرى استثناءً من حين لآخر.',
        '**لا تُهمل السحور.** السحور الذي يحتوي على نشويات بطيئة الامتصاص وبروتين يمنحك طاقة تدوم أطول: الفول مع بيضة مسلوقة وخبز أسمر، أو الزبادي مع الشوفان والفاكهة. وقلّل من الأطعمة شديدة الملوحة مثل المخللات والجبن المالح لأنها تزيد الشعور بالعطش.',
        '**استمتع بالحلويات بحكمة.** الكنافة والقطايف جزء من بهجة الشهر الكريم، فتناول حصة صغيرة منها بضع مرات في الأسبوع بدلًا من كل ليلة، ويفضَّل أن يكون ذلك بعد الإفطار بساعة أو ساعتين. واحرص بين الإفطار والسحور على شرب **ثمانية إلى عشرة أكواب من الماء** موزعة على فترات بدلًا من شربها دفعة واحدة.',
      ],
    },
    image: 'blog-ramadan-eating.jpg',
    daysAgo: 125,
  },
  {
    category: 'Weight Loss',
    title: { en: 'Smart Snacks Under 200 Calories', ar: 'وجبات خفيفة ذكية بأقل من 200 سعر حراري' },
    excerpt: {
      en: 'A good snack bridges the gap between meals so you don\'t arrive at dinner starving. These ideas are filling, portable and easy to find.',
      ar: 'الوجبة الخفيفة الجيدة تسد الفجوة بين الوجبات حتى لا تصل إلى العشاء وأنت في قمة الجوع. هذه الأفكار مشبعة وسهلة الحمل ومتوفرة في كل مكان.',
    },
    content: {
      en: [
        'Snacks are not the problem; **unplanned snacks** are. A packet of biscuits or a croissant from the kiosk can easily add 300 to 400 calories without keeping you full. A planned snack with protein or fibre does the opposite: it takes the edge off your hunger and helps you make better choices at your next meal.',
        [
          '**Ideas under 200 calories:**',
          '- A pot of plain yoghurt (170 g) with a handful of berries: about 130 calories.',
          '- A medium apple with a level tablespoon of peanut butter: about 190 calories.',
          '- A small handful of almonds (about 20 g): roughly 120 calories.',
          '- Carrot and cucumber sticks with 3 tablespoons of hummus: about 120 calories.',
          '- Two boiled eggs: about 150 calories and 12 g of protein.',
          '- Three small dates with a glass of skimmed milk: about 160 calories.',
        ].join('\n'),
        '**Timing matters.** Plan your snack for the time of day when you usually get hungry, often mid-afternoon. Keep it in your bag or on your desk, so that the healthy option is also the easy one.',
        'Finally, check whether you are really hungry. Tiredness, boredom and thirst often feel like hunger. A glass of water and a short walk may be all you need; if you are still hungry fifteen minutes later, have your snack and enjoy it without guilt.',
      ],
      ar: [
        'المشكلة ليست في الوجبات الخفيفة، بل في **الوجبات الخفيفة غير المخطط لها**. فعلبة بسكويت أو كرواسون من الكشك قد يضيفان بسهولة ما بين 300 و400 سعر حراري دون أن يمنحاك شبعًا. أما الوجبة الخفيفة المخطط لها والغنية بالبروتين أو الألياف فتفعل العكس: تهدّئ الجوع وتساعدك على اختيارات أفضل في وجبتك التالية.',
        [
          '**أفكار بأقل من 200 سعر حراري:**',
          '- علبة زبادي طبيعي (170 جرامًا) مع حفنة من التوت: نحو 130 سعرًا حراريًا.',
          '- تفاحة متوسطة مع ملعقة كبيرة من زبدة الفول السوداني: نحو 190 سعرًا حراريًا.',
          '- حفنة صغيرة من اللوز (نحو 20 جرامًا): قرابة 120 سعرًا حراريًا.',
          '- أصابع الجزر والخيار مع 3 ملاعق كبيرة من الحمص بالطحينة: نحو 120 سعرًا حراريًا.',
          '- بيضتان مسلوقتان: نحو 150 سعرًا حراريًا و12 جرامًا من البروتين.',
          '- ثلاث تمرات صغيرة مع كوب من الحليب خالي الدسم: نحو 160 سعرًا حراريًا.',
        ].join('\n'),
        '**التوقيت مهم.** خطط لوجبتك الخفيفة في الوقت الذي تشعر فيه بالجوع عادة، وغالبًا ما يكون ذلك بعد الظهر. واحتفظ بها في حقيبتك أو على مكتبك، حتى يكون الخيار الصحي هو الخيار الأسهل أيضًا.',
        'وأخيرًا، تأكد من أنك جائع فعلًا؛ فالتعب والملل والعطش كثيرًا ما تشبه الجوع. قد يكفيك كوب من الماء ومشي قصير، وإذا بقيت جائعًا بعد ربع ساعة، فتناول وجبتك الخفيفة واستمتع بها دون شعور بالذنب.',
      ],
    },
    image: 'blog-smart-snacks.jpg',
    daysAgo: 155,
  },
  {
    category: 'Sports Nutrition',
    title: { en: 'Protein for Active People: How Much Is Enough?', ar: 'البروتين للأشخاص النشطين: ما الكمية الكافية؟' },
    excerpt: {
      en: 'Protein shakes are everywhere, but most active people can meet their needs with ordinary food. Here is how much you need and where to find it.',
      ar: 'مشروبات البروتين في كل مكان، لكن معظم الأشخاص النشطين يستطيعون تلبية احتياجاتهم من الطعام العادي. إليك الكمية التي تحتاجها ومصادرها.',
    },
    content: {
      en: [
        'Protein builds and repairs muscle, supports your immune system and keeps you full. For adults who are not very active, the basic recommendation is about **0.8 g per kilogram of body weight** a day. People who train regularly benefit from more: roughly **1.2 to 2.0 g per kilogram**, depending on the type and amount of training.',
        'For a 70 kg person who trains four times a week, that means around **85 to 140 g of protein a day**. It sounds like a lot, but it adds up quickly when every meal includes a good source.',
        '**How it adds up:** 100 g of cooked chicken breast provides about 30 g of protein, a fillet of grilled fish about 25 g, two eggs about 12 g, a cup of cooked lentils about 18 g, a pot of Greek yoghurt around 15 g and a serving of ful about 10 to 13 g.',
        '**Spread it out.** Your muscles make the best use of protein when it is divided across the day, about **20 to 40 g per meal**, rather than eaten mostly at dinner. Adding protein to breakfast is an easy place to start.',
        'Protein powders are convenient but not essential. They help when you are travelling or short of time, but food also brings fibre, vitamins and minerals that a shake cannot. If you have kidney disease, talk to your doctor before increasing your protein intake.',
      ],
      ar: [
        'يبني البروتين العضلات ويصلحها، ويدعم جهاز المناعة، ويمنحك الشعور بالشبع. والتوصية الأساسية للبالغين قليلي النشاط هي نحو **0.8 جرام لكل كيلوجرام من وزن الجسم** يوميًا. أما من يتمرنون بانتظام فيستفيدون من كمية أكبر: نحو **1.2 إلى 2.0 جرام لكل كيلوجرام**، بحسب نوع التمرين ومقداره.',
        'فالشخص الذي يزن 70 كجم ويتمرن أربع مرات أسبوعيًا يحتاج إلى نحو **85 إلى 140 جرامًا من البروتين يوميًا**. قد يبدو هذا كثيرًا، لكنه يتجمع بسرعة عندما تحتوي كل وجبة على مصدر جيد للبروتين.',
        '**كيف تصل إلى احتياجك:** يوفر 100 جرام من صدر الدجاج المطبوخ نحو 30 جرامًا من البروتين، وشريحة من السمك المشوي نحو 25 جرامًا، وبيضتان نحو 12 جرامًا، وكوب من العدس المطبوخ نحو 18 جرامًا، وعلبة زبادي يوناني نحو 15 جرامًا، وحصة من الفول ما بين 10 و13 جرامًا.',
        '**وزّعه على اليوم.** تستفيد عضلاتك من البروتين بشكل أفضل عندما يُوزَّع على مدار اليوم، بنحو **20 إلى 40 جرامًا في كل وجبة**، بدلًا من تناول معظمه في العشاء. وإضافة البروتين إلى الإفطار بداية سهلة.',
        'مساحيق البروتين عملية لكنها ليست ضرورية؛ فهي مفيدة في السفر أو عند ضيق الوقت، لكن الطعام يمنحك أيضًا أليافًا وفيتامينات ومعادن لا يوفرها المشروب. وإذا كنت تعاني من مرض في الكلى، فاستشر طبيبك قبل زيادة كمية البروتين.',
      ],
    },
    image: 'blog-protein-foods.jpg',
    daysAgo: 190,
  },
  {
    category: 'Recipes',
    title: { en: 'Overnight Oats, Three Ways', ar: 'الشوفان المنقوع ليلًا بثلاث طرق' },
    excerpt: {
      en: 'Five minutes in the evening, a ready breakfast in the morning. Three simple flavours that keep you full until lunch.',
      ar: 'خمس دقائق في المساء، وإفطار جاهز في الصباح. ثلاث نكهات بسيطة تمنحك الشبع حتى موعد الغداء.',
    },
    content: {
      en: [
        'If your mornings are a rush, overnight oats are the answer. You mix everything in a jar before bed and breakfast is waiting in the fridge. Oats provide **beta-glucan fibre**, which helps you stay full and supports healthy cholesterol levels.',
        '**The base (one jar):** 40 g of rolled oats (about half a cup), 100 g of plain or Greek yoghurt, 100 ml of low-fat milk, 1 teaspoon of chia seeds (optional) and a pinch of cinnamon. Stir well, cover and refrigerate for at least six hours.',
        '**1. Berries and honey:** top with a handful of strawberries and blueberries and a teaspoon of honey. Fresh and light, at about **320 calories**.',
        '**2. Banana and almonds:** add half a sliced banana and a tablespoon of chopped almonds. A great choice before a morning workout, at about **380 calories**.',
        '**3. Mango and mint:** in summer, stir in diced mango and a few torn mint leaves. Naturally sweet with no added sugar, at about **320 calories**.',
        'Prepare two or three jars at once: they keep well in the fridge for up to three days. If you need more protein, use Greek yoghurt or stir in a spoon of unsweetened protein powder.',
      ],
      ar: [
        'إذا كانت صباحاتك مزدحمة، فالشوفان المنقوع ليلًا هو الحل. تخلط كل المكونات في برطمان قبل النوم، فتجد إفطارك في انتظارك في الثلاجة. ويحتوي الشوفان على **ألياف البيتا جلوكان** التي تساعدك على الشعور بالشبع وتدعم مستويات صحية من الكوليسترول.',
        '**الأساس (برطمان واحد):** 40 جرامًا من رقائق الشوفان (نحو نصف كوب)، و100 جرام من الزبادي الطبيعي أو اليوناني، و100 مل من الحليب قليل الدسم، وملعقة صغيرة من بذور الشيا (اختياري)، ورشة قرفة. قلّب جيدًا، وغطِّ البرطمان، واتركه في الثلاجة ست ساعات على الأقل.',
        '**1. التوت والعسل:** أضف على الوجه حفنة من الفراولة والتوت الأزرق وملعقة صغيرة من العسل. طعم منعش وخفيف، بنحو **320 سعرًا حراريًا**.',
        '**2. الموز واللوز:** أضف نصف موزة مقطعة وملعقة كبيرة من اللوز المجروش. اختيار رائع قبل تمرين الصباح، بنحو **380 سعرًا حراريًا**.',
        '**3. المانجو والنعناع:** في الصيف، أضف مكعبات المانجو وبضع أوراق من النعناع. حلاوة طبيعية دون سكر مضاف، بنحو **320 سعرًا حراريًا**.',
        'حضّر برطمانين أو ثلاثة مرة واحدة، فهي تُحفظ جيدًا في الثلاجة لمدة تصل إلى ثلاثة أيام. وإذا كنت تحتاج إلى مزيد من البروتين، فاستخدم الزبادي اليوناني أو أضف ملعقة من مسحوق البروتين غير المحلى.',
      ],
    },
    image: 'blog-overnight-oats.jpg',
    additionalImages: ['gallery-healthy-breakfast.jpg'],
    daysAgo: 225,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Landing page, footer and contact

const HERO = {
  titleEn: 'Healthy Eating That Fits Your Life',
  titleAr: 'تغذية صحية تناسب حياتك',
  subtitleEn:
    'Personalised nutrition plans and caring follow-up from a Cairo team with more than 10 years of experience. No crash diets, just real food and results that last.',
  subtitleAr:
    'أنظمة غذائية مصممة لك ومتابعة مستمرة مع فريق من القاهرة يتمتع بخبرة تزيد على 10 سنوات. لا حميات قاسية، بل طعام حقيقي ونتائج تدوم.',
  ctaButtonTextEn: 'Get Started',
  ctaButtonTextAr: 'ابدأ الآن',
  imageAltEn: 'Fresh, colourful healthy food on a table',
  imageAltAr: 'طعام صحي طازج ومتنوع الألوان على طاولة',
};

const ABOUT = {
  titleEn: 'About DietBar',
  titleAr: 'تعرّف على دايت بار',
  contentEn: paragraphs([
    'DietBar is a nutrition counselling practice in Maadi, Cairo, built on a simple belief: healthy eating should fit your life, your culture and your table, not the other way round. For more than 10 years our clinical nutritionists have helped clients lose weight, manage conditions such as diabetes, PCOS and high cholesterol, and fuel their sport.',
    'Every plan starts with listening. We look at your routine, your health history, your lab results and the foods you love, then build your plan around them, from ful at breakfast to the family\'s Friday lunch. Regular follow-ups, in the clinic or online, help you adjust as life changes.',
    'More than 5000 transformations later, our goal is the same as on day one: results that last, because they are built on habits you can keep.',
  ]),
  contentAr: paragraphs([
    'دايت بار عيادة للاستشارات الغذائية في المعادي بالقاهرة، تقوم على قناعة بسيطة: يجب أن تناسب التغذية الصحية حياتك وثقافتك ومائدتك، لا العكس. ومنذ أكثر من 10 سنوات يساعد أخصائيو التغذية العلاجية لدينا عملاءنا على إنقاص الوزن، والتحكم في حالات مثل السكري وتكيّس المبايض وارتفاع الكوليسترول، وتغذية أجسامهم لممارسة الرياضة.',
    'تبدأ كل خطة بالإصغاء. نتعرف على روتينك اليومي وتاريخك الصحي ونتائج تحاليلك والأطعمة التي تحبها، ثم نبني نظامك حولها، من طبق الفول في الإفطار إلى غداء العائلة يوم الجمعة. وتساعدك المتابعة المنتظمة، في العيادة أو عبر الإنترنت، على التكيف مع تغيّرات حياتك.',
    'وبعد أكثر من 5000 قصة تحوّل، يبقى هدفنا كما كان في اليوم الأول: نتائج تدوم، لأنها مبنية على عادات يمكنك الاستمرار عليها.',
  ]),
};

const SERVICES = [
  {
    nameEn: 'Weight Loss & Management',
    nameAr: 'إنقاص الوزن والحفاظ عليه',
    descriptionEn: 'Sustainable plans for losing weight and keeping it off, built around the food you enjoy.',
    descriptionAr: 'أنظمة مستدامة لإنقاص الوزن والحفاظ عليه، مبنية على الأطعمة التي تستمتع بها.',
    icon: 'leaf',
  },
  {
    nameEn: 'Medical Nutrition Therapy',
    nameAr: 'التغذية العلاجية',
    descriptionEn: 'Nutrition care for diabetes, PCOS, high cholesterol, blood pressure and digestive conditions, in coordination with your doctor.',
    descriptionAr: 'رعاية غذائية لحالات السكري وتكيّس المبايض وارتفاع الكوليسترول وضغط الدم واضطرابات الهضم، بالتنسيق مع طبيبك.',
    icon: 'heart',
  },
  {
    nameEn: 'Sports Nutrition',
    nameAr: 'التغذية الرياضية',
    descriptionEn: 'Fuelling, recovery and body composition plans for athletes and active people.',
    descriptionAr: 'أنظمة للطاقة والتعافي وتحسين مكونات الجسم للرياضيين والأشخاص النشطين.',
    icon: 'trophy',
  },
  {
    nameEn: 'Pregnancy & Family Nutrition',
    nameAr: 'تغذية الحمل والأسرة',
    descriptionEn: 'Safe, balanced eating during pregnancy and breastfeeding, and healthy habits for the whole family.',
    descriptionAr: 'تغذية آمنة ومتوازنة خلال الحمل والرضاعة، وعادات صحية للأسرة كلها.',
    icon: 'apple',
  },
  {
    nameEn: 'Online Consultations',
    nameAr: 'الاستشارات عبر الإنترنت',
    descriptionEn: 'Complete follow-up by video call and WhatsApp, wherever you live in Egypt or abroad.',
    descriptionAr: 'متابعة كاملة عبر مكالمات الفيديو وواتساب أينما كنت داخل مصر أو خارجها.',
    icon: 'activity',
  },
];

const CONTACT_EMAIL = 'hello@dietbar.example';

const SOCIAL_LINKS = [
  { platform: 'whatsapp', url: 'https://wa.me/201001234567' },
  { platform: 'facebook', url: 'https://www.facebook.com/dietbar.example' },
  { platform: 'instagram', url: 'https://www.instagram.com/dietbar.example' },
  { platform: 'youtube', url: 'https://www.youtube.com/@dietbar.example' },
  { platform: 'email', url: `mailto:${CONTACT_EMAIL}` },
];

const CONTACT_INFO = {
  phone: '+20 100 123 4567',
  email: CONTACT_EMAIL,
  addressEn: '15 Road 9, Maadi, Cairo, Egypt',
  addressAr: '15 شارع 9، المعادي، القاهرة، مصر',
  workingHoursEn: WORKING_HOURS_EN,
  workingHoursAr: 'الإثنين - الجمعة: 9 صباحًا - 6 مساءً، السبت: 9 صباحًا - 2 ظهرًا',
};

const LEGAL_CONTENT = [
  {
    type: 'privacy_policy',
    title: 'Privacy Policy',
    content: paragraphs([
      'DietBar ("we", "us") respects your privacy. This policy explains what personal information we collect through our website and during our nutrition consultations, how we use it and the choices you have.',
      '1. Information we collect\nWhen you use our contact form we collect your name, email address, phone number, the package you are interested in and your message. If you become a client, we also collect the information needed to give you safe nutrition advice, such as your age, height, weight, body measurements, medical history, medication, laboratory results and eating habits.',
      '2. How we use your information\nWe use your contact details to reply to your enquiry and to arrange appointments. We use health information only to assess your needs, prepare your nutrition plan and follow your progress. We do not sell your personal information and we do not share it with advertisers.',
      '3. Health information and confidentiality\nHealth information is treated as confidential and is available only to the nutritionists and staff directly involved in your care. With your consent, we may share relevant information with your doctor to coordinate your treatment.',
      '4. Success stories\nWe publish a client\'s story, photos or measurements only with their written consent. Stories show a first name and an initial, and you may ask us to remove your story at any time.',
      '5. Storage and security\nWe keep your information on secure systems with restricted access. Client records are kept for as long as we need them to provide our services and to meet our legal obligations, and are then deleted or anonymised.',
      '6. Your rights\nIn line with the Egyptian Personal Data Protection Law (Law No. 151 of 2020), you may ask to see, correct or delete your personal information, or withdraw your consent, by writing to ' + CONTACT_EMAIL + '. We will reply within 30 days.',
      '7. Cookies and language detection\nOur website stores only what it needs to remember your language choice and to keep our administrators signed in. To pick a language on your first visit, we may look up which country your connection comes from; we use only the country code and do not keep it. We do not use advertising cookies.',
      '8. Changes to this policy\nWe may update this policy from time to time. The date shown with this policy tells you when it was last changed.',
    ]),
  },
  {
    type: 'terms_conditions',
    title: 'Terms and Conditions',
    content: paragraphs([
      'These terms apply to the use of the DietBar website and to the nutrition counselling services we provide. By booking a consultation or using the website, you agree to them.',
      '1. Our services\nDietBar provides nutrition assessment, counselling and meal planning. Our advice supports, but does not replace, medical diagnosis and treatment. If you have a medical condition, are pregnant or take medication, please tell us, and keep your doctor informed of any change to your diet.',
      '2. Your responsibilities\nPlease give us complete and accurate information about your health, medication and allergies, and tell us promptly if anything changes. Results depend on many factors, including how closely a plan is followed, so we cannot guarantee a particular amount of weight loss or any other outcome.',
      '3. Appointments and cancellations\nSessions take place at our clinic in Maadi or online. Please give at least 24 hours\' notice to cancel or reschedule. A session missed without notice may be counted as used.',
      '4. Packages and payment\nPackage prices are in Egyptian pounds and cover one month of service unless stated otherwise. Payment is due at the start of each month. Unused sessions do not carry over to the following month unless we agree otherwise in writing. Packages are personal and cannot be transferred.',
      '5. Refunds\nIf you cancel within 7 days of payment and before your first session, we will refund the full amount. After the first session, the fee for the current month is not refundable.',
      '6. Website content\nArticles, recipes and other material on this website are general information, not personal medical advice. The content, images and branding belong to DietBar and may not be copied for commercial use without our permission.',
      '7. Communication\nWe aim to answer WhatsApp and email messages within one working day, sooner for packages that include daily or priority support. In a medical emergency, contact your doctor or the emergency services rather than us.',
      '8. Governing law\nThese terms are governed by the laws of the Arab Republic of Egypt. If you have a question or a complaint, please contact us at ' + CONTACT_EMAIL + ' and we will do our best to resolve it.',
    ]),
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Booking

const CONSULTATION_TYPES = [
  {
    nameEn: 'Free discovery call',
    nameAr: 'مكالمة تعارف مجانية',
    descriptionEn: 'A short video call to talk about your goals and see whether our programmes suit you. No commitment.',
    descriptionAr: 'مكالمة فيديو قصيرة نتحدث فيها عن أهدافك ونرى إن كانت برامجنا تناسبك، دون أي التزام.',
    durationMinutes: 15,
    mode: 'online',
    locationEn: 'https://meet.dietbar.example/discovery',
    locationAr: 'https://meet.dietbar.example/discovery',
    priceCents: 0,
  },
  {
    nameEn: 'First consultation',
    nameAr: 'الاستشارة الأولى',
    descriptionEn: 'A full assessment at the clinic: your history, habits and body composition, and the first steps of your plan.',
    descriptionAr: 'تقييم كامل في العيادة: تاريخك الصحي وعاداتك وتحليل مكونات الجسم، ثم الخطوات الأولى من خطتك.',
    durationMinutes: 45,
    mode: 'in_person',
    // At the practice's address, as the contact information gives it.
    locationEn: CONTACT_INFO.addressEn,
    locationAr: CONTACT_INFO.addressAr,
    priceCents: 60_000,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Seeding

/** Fills an empty database with realistic bilingual demo content. Stores the demo images among the uploads. */
export async function seedDemoContent(db: Knex, options: { storage: UploadStorage; now: Date }): Promise<void> {
  const { storage, now } = options;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();

  /** The demo pictures the rows name, stored before the rows are written. */
  const pictures = new Set<string>();
  /** Names a demo picture to store, and returns the url the site serves it under. */
  const upload = (file: string) => {
    pictures.add(file);
    return UPLOADS_PREFIX + file;
  };
  const uploadList = (files: string[] = []) => JSON.stringify(files.map(upload));

  const packageRows = PACKAGES.map((item, index) => ({
    nameEn: item.name.en,
    nameAr: item.name.ar,
    descriptionEn: item.description.en,
    descriptionAr: item.description.ar,
    featuresEn: JSON.stringify(item.features.en),
    featuresAr: JSON.stringify(item.features.ar),
    price: item.price,
    icon: item.icon,
    isPopular: item.isPopular,
    displayOrder: index,
    createdAt: daysAgo(400),
    updatedAt: daysAgo(30),
  }));

  const storyRows = STORIES.map((story, index) => ({
    name: '',
    nameEn: story.name.en,
    nameAr: story.name.ar,
    achievement: '',
    achievementEn: story.achievement.en,
    achievementAr: story.achievement.ar,
    excerpt: '',
    excerptEn: story.excerpt.en,
    excerptAr: story.excerpt.ar,
    fullStory: '',
    fullStoryEn: paragraphs(story.fullStory.en),
    fullStoryAr: paragraphs(story.fullStory.ar),
    image: upload(story.image),
    beforeImage: story.beforeImage ? upload(story.beforeImage) : '',
    afterImage: story.afterImage ? upload(story.afterImage) : '',
    additionalImages: uploadList(story.additionalImages),
    displayOrder: index,
    publishedAt: daysAgo(story.daysAgo),
    createdAt: daysAgo(story.daysAgo),
    updatedAt: daysAgo(story.daysAgo),
  }));

  const categoryRows = CATEGORIES.map((category, index) => ({
    name: category.nameEn,
    nameEn: category.nameEn,
    nameAr: category.nameAr,
    description: category.description,
    isActive: true,
    createdAt: daysAgo(300 - index),
  }));

  const postRows = POSTS.map((post, index) => ({
    slug: slugify(post.title.en),
    category: post.category,
    titleEn: post.title.en,
    titleAr: post.title.ar,
    excerptEn: post.excerpt.en,
    excerptAr: post.excerpt.ar,
    contentEn: paragraphs(post.content.en),
    contentAr: paragraphs(post.content.ar),
    image: upload(post.image),
    additionalImages: uploadList(post.additionalImages),
    displayOrder: index,
    publishedAt: daysAgo(post.daysAgo),
    createdAt: daysAgo(post.daysAgo),
    updatedAt: daysAgo(post.daysAgo),
  }));

  const serviceRows = SERVICES.map((service, index) => ({ ...service, displayOrder: index, isActive: true, createdAt: daysAgo(400) }));
  const socialRows = SOCIAL_LINKS.map((link) => ({ ...link, isActive: true, updatedAt: daysAgo(60) }));
  const legalRows = LEGAL_CONTENT.map((item) => ({ ...item, lastUpdated: daysAgo(90), updatedBy: 'DietBar' }));
  const hero = { ...HERO, backgroundImage: upload('hero-fresh-table.jpg'), updatedAt: daysAgo(30) };
  const about = { ...ABOUT, image: upload('about-nutritionist.jpg'), updatedAt: daysAgo(30) };

  for (const file of pictures) await storage.save(file, await fs.readFile(path.join(IMAGES_DIR, file)));
  await db.transaction(async (trx) => {
    const packageIds: Array<{ id: number }> = await trx('packages').insert(packageRows).returning('id');
    const popularPackage = packageIds[PACKAGES.findIndex((item) => item.isPopular)];
    await trx('successStories').insert(storyRows);
    await trx('categories').insert(categoryRows);
    await trx('blogPosts').insert(postRows);
    await trx('heroContent').insert(hero);
    await trx('aboutContent').insert(about);
    await trx('services').insert(serviceRows);
    await trx('socialLinks').insert(socialRows);
    await trx('legalContent').insert(legalRows);
    await trx('contactInfo').insert({ ...CONTACT_INFO, updatedAt: daysAgo(30) });
    await trx('consultationTypes').insert(
      CONSULTATION_TYPES.map((type, index) => ({ ...type, isActive: true, displayOrder: index, createdAt: daysAgo(30), updatedAt: daysAgo(30) })),
    );
    await trx('bookingSettings').insert({ availability: JSON.stringify(demoAvailability()), updatedAt: daysAgo(30) });
    const leads = [
      {
        name: 'Dina Mostafa',
        email: 'dina.mostafa@example.com',
        phone: '+20 122 345 6789',
        packageInterest: String(popularPackage?.id ?? ''),
        message:
          'Hello, I would like to book an initial assessment. I have been trying to lose weight since my wedding last year and would prefer evening sessions if possible. Do you also offer follow-ups online?',
        isRead: false,
        status: 'new',
        language: 'en',
        submittedAt: hoursAgo(5),
      },
      {
        name: 'محمود عبد الرحمن',
        email: 'm.abdelrahman@example.com',
        phone: '+20 111 234 5678',
        packageInterest: 'other',
        message:
          'السلام عليكم، أنا مريض بالسكري من النوع الثاني وأرغب في نظام غذائي يساعدني على ضبط مستوى السكر. هل تراجعون التحاليل الطبية؟ وما المواعيد المتاحة يوم السبت؟',
        isRead: true,
        status: 'contacted',
        language: 'ar',
        submittedAt: daysAgo(2),
      },
    ];
    await trx('contactSubmissions').insert(leads.map((lead) => ({ ...lead, searchText: leadSearchText(lead) })));
  });
}
