// Written by `npm run messages` from ../../messages/ur/Doctors.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Doctors.meta.title': 'ڈاکٹر تلاش کریں',
  'Doctors.meta.description':
    'پاکستان بھر میں شہر اور شعبے کے لحاظ سے ڈاکٹر تلاش کریں، روپوں میں ان کی فیس، کام کے دن اور اگلا دستیاب دن دیکھیں، اور وہ ڈاکٹر بھی ڈھونڈیں جو ویڈیو کال پر آن لائن مشورہ دیتے ہیں۔',
  'Doctors.intro.heading': 'ڈاکٹر تلاش کریں',
  'Doctors.intro.lead': [
    'شہر اور شعبے کے لحاظ سے ڈاکٹر تلاش کریں، فیس اور اوقات کا موازنہ کریں، اور دیکھیں کہ کون سا ڈاکٹر سب سے پہلے دستیاب ہے۔ جن ڈاکٹروں سے آپ گھر بیٹھے ویڈیو کال پر بات کر سکتے ہیں، انہیں دیکھنے کے لیے "',
    ['onlineOnly'],
    '" پر نشان لگائیں۔',
  ],
  'Doctors.listing.meta.title': [['city'], ' میں ', ['specialty'], ': فیس، اوقات اور اپائنٹمنٹ'],
  'Doctors.listing.meta.description': [
    ['city'],
    ' میں PMDC سے تصدیق شدہ ',
    ['specialty'],
    ' تلاش کریں: فیس، زبانیں، مریضوں کی ریٹنگ اور اگلا دستیاب دن دیکھیں، اور کلینک میں یا ویڈیو کال پر آن لائن اپائنٹمنٹ بک کریں۔',
  ],
  'Doctors.listing.heading': [['city'], ' میں ', ['specialty']],
  'Doctors.listing.lead': [
    ['city'],
    ' کے ',
    ['specialty'],
    '، جن کا PMDC نمبر ہم نے جانچا ہے: ان کی فیس، وہ کون سی زبانیں بولتے ہیں، مریضوں کی ریٹنگ اور وہ اگلے کس دن مریض دیکھتے ہیں۔ کلینک میں اپائنٹمنٹ بک کریں، یا جو ڈاکٹر گھر بیٹھے ویڈیو کال پر مشورہ دیتے ہیں انہیں دیکھنے کے لیے "',
    ['onlineOnly'],
    '" پر نشان لگائیں۔',
  ],
  'Doctors.profile.meta.title': [['name'], '، ', ['city'], ' میں ', ['specialty']],
  'Doctors.profile.meta.description': [
    ['name'],
    ' ',
    ['city'],
    ' میں ',
    ['specialty'],
    ' ہیں، ',
    [
      'years',
      'select',
      { '0': ['ایک سال سے کم'], other: [['years#form', 'select', { other: [['years#digits'], ' سال'] }]] },
    ],
    ' کا تجربہ رکھتے ہیں اور ان کا PMDC نمبر ہم نے جانچا ہے۔ فیس، اوقات، زبانیں اور کلینک دیکھیں، اور اپائنٹمنٹ بک کریں۔',
  ],
  'Doctors.profile.meta.fallbackTitle': 'ڈاکٹر کی پروفائل',
  'Doctors.profile.meta.fallbackDescription':
    'ڈاکٹر کی تعلیمی قابلیت، فیس، اوقات اور کلینک، اور کلینک میں یا آن لائن اپائنٹمنٹ۔',
  'Doctors.profile.back': [['city'], ' میں ', ['specialty'], ': تمام ڈاکٹر'],
  'Doctors.profile.loading': 'ڈاکٹر کی پروفائل لوڈ ہو رہی ہے…',
  'Doctors.profile.error': 'ہم اس ڈاکٹر کی پروفائل لوڈ نہیں کر سکے۔',
  'Doctors.profile.notFound.heading': 'یہ پروفائل نہیں ملی',
  'Doctors.profile.notFound.text':
    'ہو سکتا ہے یہ پتہ پرانا ہو یا غلط لکھا گیا ہو۔ جس ڈاکٹر کو آپ ڈھونڈ رہے ہیں، انہیں ڈاکٹروں کی تلاش میں دیکھیں۔',
  'Doctors.profile.notFound.search': 'ڈاکٹر تلاش کریں',
  'Doctors.profile.reviews.heading': 'مریضوں کے ریویو',
  'Doctors.profile.reviews.summary': [
    '5 میں سے ',
    ['average'],
    '، ',
    [
      'count#form',
      'select',
      { one: [['count#digits'], ' تصدیق شدہ اپائنٹمنٹ'], other: [['count#digits'], ' تصدیق شدہ اپائنٹمنٹس'] },
    ],
    ' کی بنیاد پر',
  ],
  'Doctors.profile.reviews.pages': 'ریویوز کے صفحات',
  'Doctors.profile.reviews.newest': 'تازہ ترین ریویو دیکھیں',
  'Doctors.results.loadingHeading': 'ڈاکٹر تلاش کیے جا رہے ہیں',
  'Doctors.results.loadingStatus': 'ڈاکٹرز لوڈ ہو رہے ہیں…',
  'Doctors.results.needsJavaScript': [
    'ڈاکٹروں کے نتائج آپ کے براؤزر میں لوڈ ہوتے ہیں۔ اگر کوئی نتیجہ نظر نہ آئے تو شاید آپ کے براؤزر میں JavaScript بند ہے: اسے آن کر کے دوبارہ تلاش کریں، یا ہماری ہیلپ لائن ',
    ['phone'],
    ' پر کال کریں، ہم ڈاکٹر ڈھونڈنے میں آپ کی مدد کریں گے۔',
  ],
  'Doctors.results.errorHeading': 'ڈاکٹرز لوڈ نہیں ہو سکے',
  'Doctors.results.errorTitle': 'ہم ڈاکٹرز لوڈ نہیں کر سکے',
  'Doctors.results.retry': 'دوبارہ کوشش کریں',
  'Doctors.results.emptyFiltered':
    'ان فلٹرز کے مطابق کوئی ڈاکٹر نہیں ملا۔ کوئی اور شہر یا شعبہ منتخب کریں، یا تمام ڈاکٹر دیکھنے کے لیے فلٹرز ہٹا دیں۔',
  'Doctors.results.emptyUnfiltered': [
    'ابھی کوئی ڈاکٹر درج نہیں ہے۔ براہِ کرم کچھ دن بعد دوبارہ دیکھیں، یا ہماری ہیلپ لائن ',
    ['phone'],
    ' پر کال کریں۔',
  ],
  'Doctors.results.clearFilters': 'فلٹرز ہٹائیں',
  'Doctors.results.pastLastPage': [
    'نتائج کا یہ صفحہ خالی ہے: کل ',
    [
      'pageCount#form',
      'select',
      { one: [['pageCount#digits'], ' صفحہ ہے'], other: [['pageCount#digits'], ' صفحات ہیں'] },
    ],
    '۔',
  ],
  'Doctors.results.firstPage': 'پہلے صفحے پر جائیں',
  'Doctors.results.pagesLabel': 'ڈاکٹروں کے صفحات',
  'Doctors.results.count': [
    [
      'count',
      'select',
      {
        '0': ['کوئی ڈاکٹر نہیں ملا'],
        other: [
          [
            'count#form',
            'select',
            { one: [['count#digits'], ' ڈاکٹر ملا'], other: [['count#digits'], ' ڈاکٹرز ملے'] },
          ],
        ],
      },
    ],
  ],
  'Doctors.results.countOnPage': [
    [
      'count#form',
      'select',
      { one: [['count#digits'], ' ڈاکٹر ملا'], other: [['count#digits'], ' ڈاکٹرز ملے'] },
    ],
    '، ',
    ['pageCount'],
    ' میں سے صفحہ ',
    ['page'],
  ],
  'Doctors.results.range': [['total'], ' میں سے ', ['first'], ' تا ', ['last'], ' دکھائے جا رہے ہیں'],
  'Doctors.results.rangeOnPage': [
    ['total'],
    ' میں سے ',
    ['first'],
    ' تا ',
    ['last'],
    ' دکھائے جا رہے ہیں (',
    ['pageCount'],
    ' میں سے صفحہ ',
    ['page'],
    ')',
  ],
  'Doctors.jsonLd.onlineService': 'آن لائن ویڈیو مشورہ',
  'Doctors.template.doctor': 'ڈاکٹر کا نام',
  'Doctors.template.speciality': 'شعبہ',
  'Doctors.template.city': 'شہر',
  'Doctors.template.clinic': 'کلینک',
  'Doctors.template.errorMessage': 'پیغام',
};
