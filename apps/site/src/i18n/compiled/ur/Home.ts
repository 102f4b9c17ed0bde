// Written by `npm run messages` from ../../messages/ur/Home.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Home.meta.description':
    'پاکستان کے لیے کلینک، ہسپتال اور فارمیسی مینجمنٹ سسٹم، ڈاکٹر سے آن لائن مشورہ اور اپائنٹمنٹ کی بکنگ۔',
  'Home.hero.label': 'عافیت کی سروسز',
  'Home.hero.clinic.heading': 'اپنا پورا کلینک ایک اسکرین سے چلائیں',
  'Home.hero.clinic.text':
    'اپائنٹمنٹس، مریضوں کا ریکارڈ، نسخے اور بل، سب ایک جگہ: ریسیپشن کے کمپیوٹر پر بھی اور آپ کی جیب کے فون پر بھی۔',
  'Home.hero.pharmacy.heading': 'ایسی فارمیسی جس میں دوا اچانک ختم نہ ہو',
  'Home.hero.pharmacy.text':
    'اسٹاک، ایکسپائری کی تاریخیں، سپلائرز اور ہر سیل اور شفٹ کا حساب رکھیں، تاکہ آپ کو ہمیشہ پتا ہو کہ کیا منگوانا ہے اور آج کتنی کمائی ہوئی۔',
  'Home.hero.hospital.heading': 'ہسپتال کے وارڈز، ڈیوٹی روسٹر اور بلنگ، سب آپس میں جڑے ہوئے',
  'Home.hero.hospital.text':
    'داخلے، IPD ہسٹری، ڈیوٹی روسٹر اور بلنگ ایک دوسرے سے جڑے رہتے ہیں، تاکہ کسی شعبے کے بیچ کوئی بات رہ نہ جائے۔',
  'Home.banner.heading': 'آج ہی ڈاکٹر سے ملیں',
  'Home.banner.description': 'گھر بیٹھے آن لائن مشورہ بک کریں، یا اپنے قریب کسی کلینک میں اپائنٹمنٹ لیں۔',
  'Home.clinics.heading': 'کلینکس اور ڈاکٹروں کے لیے',
  'Home.clinics.text':
    'مریضوں کو کلینک میں یا آن لائن اپائنٹمنٹ بک کرنے کی سہولت دیں، اور اپنے عملے کو پُرسکون ریسیپشن۔',
  'Home.clinics.feature1': 'آن لائن اور بغیر اپائنٹمنٹ آنے والے مریض، ایک ہی کیلنڈر میں',
  'Home.clinics.feature2': 'ڈیجیٹل نسخے، ریکارڈ اور بل',
  'Home.clinics.feature3': 'ڈاکٹر ایپ سے ویڈیو مشورہ',
  'Home.clinics.cta': 'کلینک مینجمنٹ دیکھیں',
  'Home.pharmacies.heading': 'فارمیسیوں کے لیے',
  'Home.pharmacies.text':
    'کاؤنٹر سے اسٹور روم تک: سیل، اسٹاک اور سپلائرز کا ایسا حساب جو ہر شفٹ کے آخر میں پورا ملے۔',
  'Home.pharmacies.feature1': 'ایکسپائری کی یاد دہانی کے ساتھ اسٹاک',
  'Home.pharmacies.feature2': 'سیل اور شفٹ کی رپورٹس',
  'Home.pharmacies.feature3': 'سپلائرز اور خریداری کا ریکارڈ',
  'Home.pharmacies.cta': 'فارمیسی مینجمنٹ دیکھیں',
  'Home.hospitals.heading': 'ہسپتالوں کے لیے',
  'Home.hospitals.text': 'چوبیس گھنٹے کام کرنے والی ٹیموں کے لیے داخلے، وارڈز، ڈیوٹی روسٹر اور بلنگ۔',
  'Home.hospitals.feature1': 'ہر داخلے کی مکمل IPD ہسٹری',
  'Home.hospitals.feature2': 'ہر شعبے کا ڈیوٹی روسٹر',
  'Home.hospitals.feature3': 'بلنگ جو مریض کے ساتھ ساتھ چلے',
  'Home.hospitals.cta': 'ہسپتال مینجمنٹ دیکھیں',
  'Home.features.heading': 'آپ کی ٹیم کا پورا دن، ایک جگہ',
  'Home.features.appointmentManagement':
    'مریض آن لائن یا ریسیپشن پر بکنگ کریں؛ ڈاکٹر ایک نظر میں اپنا دن دیکھیں، اور یاد دہانیاں غیر حاضری کم کریں۔',
  'Home.features.ipdManagement':
    'ہر داخلے کی پوری ہسٹری محفوظ رہتی ہے: بستر، دوائیں، نوٹس اور چارجز، اگلی شفٹ اور آخری بل کے لیے تیار۔',
  'Home.features.workflowMonitoring':
    'دیکھیں کیا کام باقی ہے، کون ڈیوٹی پر ہے اور کہاں قطار لمبی ہو رہی ہے، اور مریضوں کے زیادہ انتظار سے پہلے قدم اٹھائیں۔',
  'Home.figures.heading': 'پورے پاکستان کا بھروسا',
  'Home.security.heading': 'آپ کا ڈیٹا صرف آپ کا',
  'Home.security.yours.title': 'ڈیٹا آپ کی ملکیت ہے',
  'Home.security.yours.text': 'مریضوں کا ریکارڈ اور کاروبار کا ڈیٹا آپ کا ہے۔ جب چاہیں ڈاؤن لوڈ کر لیں۔',
  'Home.security.unread.title': 'ہم اسے نہیں پڑھ سکتے',
  'Home.security.unread.text': 'آپ کا ریکارڈ اس طرح رکھا جاتا ہے کہ عافیت کا عملہ اسے نہیں دیکھ سکتا۔',
  'Home.security.noThirdParties.title': 'کسی اور کو نہیں',
  'Home.security.noThirdParties.text':
    'ہم آپ کا ڈیٹا نہ بیچتے ہیں، نہ کسی سے شیئر کرتے ہیں، نہ کسی کے حوالے کرتے ہیں۔',
  'Home.pricing.heading': 'آسان ماہانہ قیمتیں',
  'Home.pricing.comparePackages': 'کلینک پیکجز کا موازنہ کریں',
  'Home.pricing.signUp': 'سائن اپ کریں',
  'Home.apps.heading': 'عافیت کی ایپس حاصل کریں',
  'Home.apps.notSure': 'سمجھ نہیں آ رہا کہ کون سا سسٹم آپ کے لیے ٹھیک ہے؟',
  'Home.apps.callBack': 'واپس کال کی درخواست کریں',
};
