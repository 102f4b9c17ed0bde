// Written by `npm run messages` from ../../messages/ur/Products.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Products.step': ['مرحلہ ', ['number']],
  'Products.requestDemo': 'ڈیمو کی درخواست کریں',
  'Products.signUp': 'سائن اپ کریں',
  'Products.whatItDoes': 'یہ سسٹم کیا کرتا ہے',
  'Products.whoFor': 'یہ کس کے لیے ہے',
  'Products.list.separator': '، ',
  'Products.list.last': [['rest'], ' اور ', ['last']],
  'Products.jsonLd.offerName': [['plan'], ': ', ['title']],
  'Products.jsonLd.month': 'مہینہ',
  'Products.plans.title.singleDoctor': 'ایک ڈاکٹر والے کلینک کے لیے',
  'Products.plans.title.upToThreeDoctors': 'تین ڈاکٹروں تک والے کلینک کے لیے',
  'Products.plans.title.upToFiveDoctors': 'پانچ ڈاکٹروں تک والے کلینک کے لیے',
  'Products.plans.title.largerClinics': 'بڑے کلینکس اور کلینک گروپس کے لیے',
  'Products.plans.title.clinicSystem': 'کلینک مینجمنٹ سسٹم',
  'Products.plans.title.hospitalSystem': 'ہسپتال مینجمنٹ سسٹم',
  'Products.plans.title.pharmacySystem': 'فارمیسی مینجمنٹ سسٹم',
  'Products.plans.feature.videoConsultation': 'ویڈیو مشورہ',
  'Products.plans.feature.digitalAdvertisement': 'ڈیجیٹل تشہیر',
  'Products.plans.feature.digitalRecordKeeping': 'ڈیجیٹل ریکارڈ',
  'Products.plans.feature.digitalInvoice': 'ڈیجیٹل بل',
  'Products.plans.feature.customisable': 'ضرورت کے مطابق ترتیب',
  'Products.plans.feature.ipdHistory': 'IPD ہسٹری',
  'Products.plans.feature.dutyRoster': 'ڈیوٹی روسٹر',
  'Products.plans.feature.advertisement': 'تشہیر',
  'Products.plans.feature.recordKeeping': 'ریکارڈ کا انتظام',
  'Products.plans.feature.invoice': 'بل',
  'Products.plans.feature.revenueRecord': 'آمدنی کا ریکارڈ',
  'Products.plans.feature.inventoryManagement': 'اسٹاک کا انتظام',
  'Products.plans.feature.staffManagement': 'عملے کا انتظام',
  'Products.plans.feature.salesManagement': 'سیل کا انتظام',
  'Products.plans.feature.shiftManagement': 'شفٹوں کا انتظام',
  'Products.plans.feature.supplierManagement': 'سپلائرز کا انتظام',
  'Products.plans.count.doctors': [
    [
      'count#form',
      'select',
      { one: [['count#digits'], ' ڈاکٹر کی رجسٹریشن'], other: [['count#digits'], ' ڈاکٹرز کی رجسٹریشن'] },
    ],
  ],
  'Products.plans.count.doctorsOrMore': [['count'], ' یا زیادہ ڈاکٹرز کی رجسٹریشن'],
  'Products.plans.count.staff': [
    [
      'count#form',
      'select',
      { one: ['عملے کا ', ['count#digits'], ' فرد'], other: ['عملے کے ', ['count#digits'], ' افراد'] },
    ],
  ],
  'Products.plans.count.staffOrMore': ['عملے کے ', ['count'], ' یا زیادہ افراد'],
  'Products.plans.count.attachments': [
    [
      'count#form',
      'select',
      {
        one: [['count#digits'], ' فائل منسلک کرنے کی سہولت'],
        other: [['count#digits'], ' فائلیں منسلک کرنے کی سہولت'],
      },
    ],
  ],
  'Products.plans.count.attachmentsOrMore': [['count'], ' یا زیادہ فائلیں منسلک کرنے کی سہولت'],
  'Products.plans.thing.doctors': 'ڈاکٹرز',
  'Products.plans.thing.staff': 'عملے کے افراد',
  'Products.plans.thing.attachments': 'منسلک فائلیں',
  'Products.clinic.meta.title': 'کلینک مینجمنٹ سسٹم',
  'Products.clinic.meta.description':
    'پاکستان کے کلینکس کے لیے آن لائن اور واک اِن اپائنٹمنٹس، مریضوں کا ریکارڈ، نسخے، بل اور ویڈیو مشورہ۔ کلینک پیکجز اور ان کی ماہانہ قیمتوں کا موازنہ کریں۔',
  'Products.clinic.meta.productName': 'عافیت کلینک مینجمنٹ سسٹم',
  'Products.clinic.meta.productDescription':
    'اپائنٹمنٹس، مریضوں کے ریکارڈ، نسخوں، بلوں، عملے اور ویڈیو مشورے کے لیے کلینک سافٹ ویئر۔',
  'Products.clinic.hero.eyebrow': 'کلینکس اور ڈاکٹروں کے لیے',
  'Products.clinic.hero.heading': 'کلینک مینجمنٹ سسٹم',
  'Products.clinic.hero.lead':
    'اپائنٹمنٹس، مریضوں کی فائلیں، نسخے اور بل سب ایک جگہ: ریسیپشن کے کمپیوٹر پر بھی اور آپ کی جیب کے فون پر بھی۔ جب مریض کلینک نہ آ سکے تو عافیت کی ڈاکٹروں کی ایپ سے ویڈیو پر اسے دیکھیں۔',
  'Products.clinic.hero.audience':
    'پاکستان میں پرائیویٹ پریکٹس کے لیے بنایا گیا: شام کو اکیلے کلینک کرنے والا ڈاکٹر ہو، ریسیپشنسٹ والا فیملی کلینک ہو، یا ایسا پولی کلینک جہاں کئی اسپیشلسٹ ایک ہی ویٹنگ روم استعمال کرتے ہیں۔',
  'Products.clinic.hero.signUp': 'اپنے کلینک کے لیے سائن اپ کریں',
  'Products.clinic.features.intro': 'پہلی فون کال سے لے کر بل کی ادائیگی تک، کلینک کا ہر کام۔',
  'Products.clinic.features.appointments.title': 'آن لائن اور واک اِن اپائنٹمنٹس',
  'Products.clinic.features.appointments.text':
    'مریض عافیت کی ویب سائٹ یا ایپ سے وقت بک کرتے ہیں، اور بغیر اپائنٹمنٹ آنے والے مریضوں کو ریسیپشن اسی کیلنڈر میں درج کرتی ہے، تاکہ اسکرین پر وہی قطار ہو جو ویٹنگ روم میں ہے۔',
  'Products.clinic.features.records.title': 'مریضوں کا ریکارڈ',
  'Products.clinic.features.records.text':
    'ہر مریض کی ایک فائل، جس میں پچھلے وزٹ، طبی ریکارڈ اور منسلک رپورٹس اور اسکین موجود ہوں، اور جو مریض کے بیٹھنے سے پہلے ہی اسکرین پر کھلی ہو۔',
  'Products.clinic.features.prescriptions.title': 'ڈیجیٹل نسخے',
  'Products.clinic.features.prescriptions.text':
    'ایسے نسخے لکھیں جو ہر فارماسسٹ آسانی سے پڑھ سکے۔ ہر نسخہ مریض کی فائل میں محفوظ ہوتا ہے اور اگلے وزٹ پر لمحوں میں دوبارہ دیا جا سکتا ہے۔',
  'Products.clinic.features.invoices.title': 'ڈیجیٹل بل',
  'Products.clinic.features.invoices.text':
    'ہر مشورے یا پروسیجر کا بل بنائیں، اور کلینک بند کرتے وقت دیکھیں کہ کتنے کے بل بنے اور کتنی ادائیگی ہوئی۔',
  'Products.clinic.features.staff.title': 'عملے کے اکاؤنٹس',
  'Products.clinic.features.staff.text':
    'ریسیپشنسٹ اور اسسٹنٹس کو ان کے اپنے لاگ اِن کے ساتھ شامل کریں، تاکہ آپ مریض کے ساتھ ہوں تب بھی ریسیپشن کا کام چلتا رہے۔ کتنے اکاؤنٹس بن سکتے ہیں، یہ آپ کے پیکج پر منحصر ہے۔',
  'Products.clinic.features.video.title': 'ویڈیو مشورہ',
  'Products.clinic.features.video.text':
    'جو مریض سفر نہیں کر سکتے، ان کا فالو اپ کریں۔ آپ عافیت کی ڈاکٹروں کی ایپ سے کال کرتے ہیں اور مریض براؤزر یا مریضوں کی ایپ میں جواب دیتا ہے۔',
  'Products.clinic.features.advertisement.title': 'ڈیجیٹل تشہیر',
  'Products.clinic.features.advertisement.text':
    'آپ کا کلینک اور اس کے ڈاکٹرز عافیت کی ڈاکٹر سرچ میں نظر آتے ہیں، جہاں آپ کے شہر میں آپ کے شعبے کا ڈاکٹر ڈھونڈنے والے مریض آپ کو تلاش کر کے اپائنٹمنٹ بک کر سکتے ہیں۔',
  'Products.clinic.audience.text':
    'وہ کلینکس جو اپائنٹمنٹ رجسٹر، گم ہوتی فائلوں اور دن کے آخر میں کیلکولیٹر پر حساب سے تنگ آ چکے ہیں۔',
  'Products.clinic.audience.solo':
    'اکیلے پریکٹس کرنے والے ڈاکٹر، جو کم فون کالز چاہتے ہیں اور فائلیں گم ہونے سے نجات',
  'Products.clinic.audience.shared': 'ایسے کلینکس جہاں کئی ڈاکٹر ایک ہی ریسیپشن استعمال کرتے ہیں',
  'Products.clinic.audience.groups': 'کلینک گروپس جنہیں اپنی ضرورت کے مطابق پیکج چاہیے',
  'Products.clinic.audience.cta': 'آن لائن مشورہ کیسے ہوتا ہے',
  'Products.clinic.packages.heading': 'کلینک پیکجز',
  'Products.clinic.packages.intro':
    'سسٹم استعمال کرنے والے ڈاکٹروں اور عملے کی تعداد کے حساب سے پیکج چنیں۔ قیمتیں پاکستانی روپوں میں ہیں اور ہر مہینے وصول کی جاتی ہیں؛ بڑی رقم وہ ہے جو آپ رعایت کے بعد ادا کریں گے۔',
  'Products.clinic.packages.unpricedNote': [
    ['names'],
    ' کی قیمت ڈیمو کی درخواست کرنے یا ہماری ہیلپ لائن پر کال کرنے پر بتائی جاتی ہے۔ نیچے دی گئی ٹیبل میں دیکھیں کہ ہر پیکج میں کیا شامل ہے۔',
  ],
  'Products.clinic.packages.staleNote': [
    'ہم آج کی قیمتوں کی فہرست لوڈ نہیں کر سکے، اس لیے ہو سکتا ہے یہ قیمتیں پرانی ہوں۔ تصدیق کے لیے ',
    ['phone'],
    ' پر کال کریں۔',
  ],
  'Products.clinic.packages.customHeading': 'پانچ سے زیادہ ڈاکٹرز؟',
  'Products.clinic.packages.customText': [
    ['plan'],
    ' پیکج آپ کے کلینک یا گروپ کے لیے خاص طور پر تیار کیا جاتا ہے۔ ڈیمو کی درخواست کریں، ہم آپ کو اس کی پوری تفصیل دکھائیں گے اور قیمت بتائیں گے۔',
  ],
  'Products.clinic.packages.comparisonCaption': 'کلینک پیکجز کا موازنہ',
  'Products.hospital.meta.title': 'ہسپتال مینجمنٹ سسٹم',
  'Products.hospital.meta.description':
    'پاکستان کے پرائیویٹ ہسپتالوں کے لیے داخلے، وارڈز، IPD ہسٹری، ڈیوٹی روسٹر، بلنگ اور عملہ، سب ایک جڑے ہوئے سسٹم میں۔ ماہانہ قیمت دیکھیں۔',
  'Products.hospital.meta.productName': 'عافیت ہسپتال مینجمنٹ سسٹم',
  'Products.hospital.meta.productDescription':
    'داخلوں، وارڈز، داخل مریضوں کی (IPD) ہسٹری، ڈیوٹی روسٹر، بلنگ اور عملے کے لیے ہسپتال سافٹ ویئر۔',
  'Products.hospital.hero.eyebrow': 'ہسپتالوں کے لیے',
  'Products.hospital.hero.heading': 'ہسپتال مینجمنٹ سسٹم',
  'Products.hospital.hero.lead':
    'داخلے، وارڈز، داخل مریضوں کی ہسٹری، ڈیوٹی روسٹر اور بلنگ ایک ہی ریکارڈ سے چلتے ہیں، تاکہ داخل کرنے والے ڈاکٹر نے جو لکھا وہ رات کی نرس کے سامنے بھی ہو اور ڈسچارج کے بل پر بھی۔',
  'Products.hospital.hero.audience':
    'پاکستان کے ان پرائیویٹ ہسپتالوں، میٹرنٹی ہومز اور ڈے کیئر سرجیکل سینٹرز کے لیے جو مریض داخل کرتے ہیں اور جن کے وارڈز میں چوبیس گھنٹے عملہ موجود رہتا ہے۔',
  'Products.hospital.hero.signUp': 'اپنے ہسپتال کے لیے سائن اپ کریں',
  'Products.hospital.features.intro':
    'ہسپتال کے وہ سب حصے جن میں مریض ایک ہاتھ سے دوسرے ہاتھ جاتا ہے، آپس میں جڑے ہوئے۔',
  'Products.hospital.features.admissions.title': 'داخلے',
  'Products.hospital.features.admissions.text':
    'ایمرجنسی یا او پی ڈی سے چند مراحل میں مریض داخل کریں؛ اس کی تفصیلات دوبارہ لکھنے کے بجائے خود ساتھ آ جاتی ہیں۔',
  'Products.hospital.features.wards.title': 'وارڈز اور بستر',
  'Products.hospital.features.wards.text':
    'دیکھیں کہ ہر وارڈ میں کون سے بستر خالی ہیں، نئے مریضوں کو بستر دیں، اور مریضوں کو ایک وارڈ سے دوسرے میں منتقل کریں، ان کے نوٹس پیچھے چھوڑے بغیر۔',
  'Products.hospital.features.ipd.title': 'IPD ہسٹری',
  'Products.hospital.features.ipd.text':
    'داخل مریض کے ہر قیام کے نوٹس، دوائیں اور پروسیجرز ایک ساتھ محفوظ رہتے ہیں، اگلی شفٹ کے لیے بھی اور مریض کے اگلے داخلے کے لیے بھی۔',
  'Products.hospital.features.roster.title': 'ڈیوٹی روسٹر',
  'Products.hospital.features.roster.text':
    'ہر شعبے کے ڈاکٹروں اور نرسوں کی شفٹیں ہفتہ وار بنائیں، اور ہر کوئی خود دیکھ لے کہ اس کی ڈیوٹی کب اور کہاں ہے۔',
  'Products.hospital.features.billing.title': 'بلنگ',
  'Products.hospital.features.billing.text':
    'پورے قیام کے چارجز ایک ہی بل میں جمع ہوتے ہیں، تاکہ ڈسچارج اس انتظار میں نہ رکے کہ کوئی ہر شعبے سے پرچیاں اکٹھی کرے۔',
  'Products.hospital.features.staff.title': 'عملہ اور ڈاکٹرز',
  'Products.hospital.features.staff.text':
    'اپنے ڈاکٹروں اور عملے کو ان کے اپنے لاگ اِن کے ساتھ رجسٹر کریں۔ کتنے لوگ رجسٹر ہو سکتے ہیں، یہ آپ کے پیکج پر منحصر ہے، اور بڑا ہسپتال زیادہ کی درخواست کر سکتا ہے۔',
  'Products.hospital.audience.text':
    'وہ ہسپتال جہاں مریض کی فائل آج بھی کسی کے ہاتھ میں ایک منزل سے دوسری منزل تک جاتی ہے۔',
  'Products.hospital.audience.private': 'چند وارڈز والے پرائیویٹ ہسپتال',
  'Products.hospital.audience.maternity': 'میٹرنٹی ہومز اور نرسنگ ہومز جہاں مریض رات بھر داخل رہتے ہیں',
  'Products.hospital.audience.dayCare': 'ریکوری وارڈ والے ڈے کیئر سرجیکل سینٹرز',
  'Products.hospital.audience.cta': 'اپنے ہسپتال کا اکاؤنٹ بنائیں',
  'Products.hospital.packages.heading': 'قیمت',
  'Products.hospital.packages.intro':
    'ہسپتال سسٹم کی ایک ماہانہ قیمت، پاکستانی روپوں میں؛ بڑی رقم وہ ہے جو آپ رعایت کے بعد ادا کریں گے۔ بڑا ہسپتال ڈیمو کی درخواست کر کے اپنی ضرورت کے مطابق پیکج مانگ سکتا ہے۔',
  'Products.pharmacy.meta.title': 'فارمیسی مینجمنٹ سسٹم',
  'Products.pharmacy.meta.description':
    'پاکستان کی فارمیسیوں کے لیے سیل، اسٹاک، ایکسپائری کی تاریخیں، سپلائرز، عملہ، شفٹیں اور روزانہ کی آمدنی، سب ایک سسٹم میں۔ فارمیسی پیکج اور اس کی ماہانہ قیمت دیکھیں۔',
  'Products.pharmacy.meta.productName': 'عافیت فارمیسی مینجمنٹ سسٹم',
  'Products.pharmacy.meta.productDescription':
    'آمدنی کے ریکارڈ، اسٹاک، سیل، عملے، شفٹوں اور سپلائرز کے لیے فارمیسی سافٹ ویئر۔',
  'Products.pharmacy.hero.eyebrow': 'فارمیسیوں کے لیے',
  'Products.pharmacy.hero.heading': 'فارمیسی مینجمنٹ سسٹم',
  'Products.pharmacy.hero.lead':
    'کاؤنٹر، اسٹور روم، سپلائرز اور کیش کا دراز، سب کا حساب ایک سسٹم میں۔ کسی کاغذی رجسٹر کے بغیر جانیں کہ کیا بکا، کیا ختم ہونے والا ہے اور اس شفٹ میں کتنی آمدنی ہوئی۔',
  'Products.pharmacy.hero.audience':
    'پاکستان بھر کے محلے کے میڈیکل اسٹورز، ہسپتالوں کے اندر کی فارمیسیوں اور چھوٹی چینز کے لیے، جو اسٹاک اور آمدنی کا ایسا حساب چاہتی ہیں جس پر بھروسا کیا جا سکے۔',
  'Products.pharmacy.hero.signUp': 'اپنی فارمیسی کے لیے سائن اپ کریں',
  'Products.pharmacy.features.intro':
    'چھ ٹولز جو فارمیسی کا پورا دن سنبھالتے ہیں، شٹر کھولنے سے لے کر کیش گننے تک۔',
  'Products.pharmacy.features.revenue':
    'دیکھیں کہ آج، اس ہفتے یا اس مہینے فارمیسی کی کتنی آمدنی ہوئی؛ ہر سیل ایک ہی بار گنی جاتی ہے اور ہاتھ سے جوڑنے کو کچھ نہیں بچتا۔',
  'Products.pharmacy.features.inventory':
    'جانیں کہ ہر دوا کے کتنے پیک شیلف پر ہیں، کون سے بیچ ایکسپائری کے قریب ہیں اور ختم ہونے سے پہلے کیا منگوانا ہے۔',
  'Products.pharmacy.features.staff':
    'کاؤنٹر کے عملے کو ان کے اپنے اکاؤنٹ دیں، تاکہ آپ کو پتا ہو کہ کس گاہک کو کس نے دوا دی اور کب کون ڈیوٹی پر تھا۔',
  'Products.pharmacy.features.sales':
    'کاؤنٹر پر ہر سیل اسی وقت درج کریں، اور جب کوئی گاہک یا اکاؤنٹنٹ پوچھے تو کسی بھی دن کی سیل دیکھ لیں۔',
  'Products.pharmacy.features.shifts':
    'ہر شفٹ اس کی اپنی آمدنی کے ساتھ شروع اور بند کریں، تاکہ صبح اور شام کا عملہ چارج بدلے تو حساب پورا ملے۔',
  'Products.pharmacy.features.suppliers':
    'ہر ڈسٹری بیوٹر کی تفصیلات اور اس سے خریدا گیا اسٹاک ایک جگہ رکھیں، اگلے آرڈر کے لیے تیار۔',
  'Products.pharmacy.audience.text':
    'وہ فارمیسیاں جہاں گولیوں کا ایک گم شدہ پتا یا ایکسپائر بیچ گاہک کا اعتماد کھو دیتا ہے۔',
  'Products.pharmacy.audience.independent': 'وہ میڈیکل اسٹورز جو آج بھی اسٹاک کا حساب کاپی میں رکھتے ہیں',
  'Products.pharmacy.audience.hospital': 'وارڈز اور او پی ڈی کے مریضوں کو دوائیں دینے والی ہسپتال فارمیسیاں',
  'Products.pharmacy.audience.chains': 'چھوٹی چینز جو ہر برانچ کا حساب ایک ہی طریقے سے رکھنا چاہتی ہیں',
  'Products.pharmacy.audience.cta': 'اپنی فارمیسی کا اکاؤنٹ بنائیں',
  'Products.pharmacy.packages.heading': 'فارمیسی پیکج',
  'Products.pharmacy.packages.intro':
    'ایک پیکج جس میں فارمیسی کا ہر ٹول شامل ہے۔ قیمت پاکستانی روپوں میں ہے اور ہر مہینے وصول کی جاتی ہے؛ بڑی رقم وہ ہے جو آپ رعایت کے بعد ادا کریں گے۔',
  'Products.pharmacy.packages.staleNote': [
    'ہم آج کی قیمتوں کی فہرست لوڈ نہیں کر سکے، اس لیے ہو سکتا ہے یہ قیمت پرانی ہو۔ تصدیق کے لیے ',
    ['phone'],
    ' پر کال کریں۔',
  ],
  'Products.doctor.meta.title': 'ڈاکٹر سے آن لائن مشورہ',
  'Products.doctor.meta.description':
    'پاکستان میں کسی ڈاکٹر کے ساتھ آن لائن اپائنٹمنٹ بک کریں اور ویڈیو کال اپنے براؤزر یا عافیت کی مریضوں کی ایپ پر کریں۔ ڈاکٹر صاحبان: اپنے کلینک سے آن لائن مشورہ دیں۔',
  'Products.doctor.meta.productName': 'عافیت آن لائن مشورہ',
  'Products.doctor.meta.productDescription':
    'مریضوں اور ڈاکٹروں کے درمیان ویڈیو مشورہ، جو آن لائن بک ہوتا ہے اور براؤزر یا عافیت کی ایپس میں ہوتا ہے، کلینک مینجمنٹ سسٹم کے حصے کے طور پر۔',
  'Products.doctor.hero.eyebrow': 'آن لائن مشورہ',
  'Products.doctor.hero.heading': 'گھر بیٹھے ڈاکٹر سے ملیں',
  'Products.doctor.hero.lead':
    'آن لائن مریض دیکھنے والے ڈاکٹر کے ساتھ ویڈیو اپائنٹمنٹ بک کریں، فیس ادا کریں، اور اپنے فون یا کمپیوٹر پر کال لیں۔ فالو اپ، نسخہ دوبارہ لکھوانے اور ایسے سوالات کے لیے جن میں معائنے کی ضرورت نہ ہو، آپ سفر اور ویٹنگ روم دونوں سے بچ جاتے ہیں۔',
  'Products.doctor.hero.find': 'آن لائن ڈاکٹر تلاش کریں',
  'Products.doctor.patients.heading': 'آن لائن اپائنٹمنٹ کیسے بک کریں',
  'Products.doctor.patients.intro':
    'صرف چار مراحل، اور آپ کو کیمرے والے فون یا کمپیوٹر کے سوا کچھ نہیں چاہیے۔',
  'Products.doctor.patients.find.title': 'آن لائن مریض دیکھنے والا ڈاکٹر تلاش کریں',
  'Products.doctor.patients.find.text':
    'آن لائن مشورے کا آپشن آن کر کے شہر اور شعبے کے لحاظ سے تلاش کریں۔ ہر ڈاکٹر کے ساتھ روپوں میں اس کی فیس اور اگلا دن لکھا ہوتا ہے جب وہ دستیاب ہے۔',
  'Products.doctor.patients.pay.title': 'وقت چنیں اور ادائیگی کریں',
  'Products.doctor.patients.pay.text':
    'اپنی سہولت کا وقت چنیں اور مشورے کی فیس JazzCash، Easypaisa یا کارڈ سے آن لائن ادا کریں۔',
  'Products.doctor.patients.answer.title': 'ڈاکٹر کی کال کا جواب دیں',
  'Products.doctor.patients.answer.text':
    'اپائنٹمنٹ کے وقت ڈاکٹر آپ کو کال کرے گا۔ عافیت کی ویب سائٹ یا مریضوں کی ایپ پر لاگ اِن رہیں اور گھنٹی بجنے پر کال قبول کریں۔',
  'Products.doctor.patients.follow.title': 'ڈاکٹر کے مشورے پر عمل کریں',
  'Products.doctor.patients.follow.text':
    'ڈاکٹر مشورہ اور آپ کا نسخہ کلینک کے سسٹم میں محفوظ کرتا ہے، تاکہ آپ کے اگلے وزٹ پر، چاہے آن لائن ہو یا کلینک میں، یہ سب موجود ہو۔',
  'Products.doctor.doctors.heading': 'ڈاکٹرز کے لیے: آن لائن مشورہ دیں',
  'Products.doctor.doctors.intro':
    'کلینک کے اوقات کے ساتھ ساتھ دوسرے شہروں کے مریضوں اور سفر نہ کر سکنے والے مریضوں کو بھی دیکھیں۔',
  'Products.doctor.doctors.join.title': 'اپنا کلینک عافیت پر لائیں',
  'Products.doctor.doctors.join.text':
    'ویڈیو مشورہ عافیت کلینک مینجمنٹ سسٹم کے ساتھ آتا ہے۔ اپنے کلینک کے لیے سائن اپ کریں، یا پہلے ہم سے سسٹم دکھانے کو کہیں۔',
  'Products.doctor.doctors.hours.title': 'آن لائن اوقات مقرر کریں',
  'Products.doctor.doctors.hours.text':
    'وہ اوقات مقرر کریں جن میں آپ آن لائن اپائنٹمنٹس لیتے ہیں۔ مریض انہیں ڈاکٹر سرچ میں آپ کی فیس کے ساتھ دیکھتے ہیں۔',
  'Products.doctor.doctors.call.title': 'ایپ یا براؤزر سے کال کریں',
  'Products.doctor.doctors.call.text':
    'اپائنٹمنٹ کے وقت مریض کو عافیت کی ڈاکٹروں کی ایپ سے یا براؤزر میں اپنے ڈیش بورڈ سے کال کریں۔ مریض اپنے فون یا کمپیوٹر پر جواب دیتا ہے۔',
  'Products.doctor.doctors.record.title': 'ایک ہی ریکارڈ رکھیں',
  'Products.doctor.doctors.record.text':
    'کال کے نوٹس، نسخے اور بل مریض کی اسی فائل میں جاتے ہیں جس میں کلینک کے وزٹ درج ہوتے ہیں۔',
  'Products.doctor.doctors.signUp': 'اپنے کلینک کے لیے سائن اپ کریں',
  'Products.doctor.telemedicine.heading': 'آپ کے کلینک کے لیے ٹیلی میڈیسن',
  'Products.doctor.telemedicine.cardHeading': 'ویڈیو مشورے کے ساتھ کلینک مینجمنٹ سسٹم',
  'Products.doctor.telemedicine.cardText':
    'آن لائن مشورہ کلینک مینجمنٹ سسٹم کا حصہ ہے: کمرے میں آنے والے اور اسکرین پر نظر آنے والے، دونوں طرح کے مریضوں کے لیے ایک ہی کیلنڈر، مریضوں کی ایک ہی فائلیں اور ایک ہی بل بک۔',
  'Products.doctor.telemedicine.cardNote': 'کلینک پیکجز اور قیمتیں دیکھیں',
  'Products.doctor.banner.heading': 'ڈاکٹر کو دکھانا ہے؟',
  'Products.doctor.banner.description':
    'ابھی آن لائن مشورہ بک کریں، یا اپنے قریب کسی کلینک میں اپائنٹمنٹ لیں۔',
  'Products.doctor.apps.heading': 'عافیت کی ایپس حاصل کریں',
  'Products.doctor.apps.text':
    'مریض، مریضوں کی ایپ میں اپائنٹمنٹ بک کر سکتے ہیں اور کالز کا جواب دے سکتے ہیں؛ ڈاکٹرز، ڈاکٹروں کی ایپ میں اپنے دن کا شیڈول دیکھ سکتے ہیں اور مریضوں کو کال کر سکتے ہیں۔',
};
