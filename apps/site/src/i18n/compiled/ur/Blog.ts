// Written by `npm run messages` from ../../messages/ur/Blog.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Blog.name': 'عافیت بلاگ',
  'Blog.nav.label': 'بلاگ کے موضوعات',
  'Blog.breadcrumb.home': 'ہوم',
  'Blog.category.beauty.name': 'خوبصورتی اور جلد کی دیکھ بھال',
  'Blog.category.beauty.description':
    'پاکستانی موسم کے مطابق جلد اور بالوں کی دیکھ بھال: سن اسکرین، گرمی اور حبس، بال گرنا، اور جلد کے ڈاکٹر کو کب دکھائیں۔',
  'Blog.category.beauty.intro':
    'تپتی گرمیوں، گرد آلود شہروں اور خشک سردیوں کے لیے جلد اور بالوں کے عملی مشورے، روزمرہ معمول اور بجٹ کو سامنے رکھ کر۔',
  'Blog.category.nutrition.name': 'غذائیت',
  'Blog.category.nutrition.description':
    'پاکستان میں اچھی غذا: متوازن دیسی کھانے، رمضان میں صحت مند روزے، اور شدید گرمی میں پانی کی کمی سے بچاؤ۔',
  'Blog.category.nutrition.intro':
    'گھر، دفتر اور رمضان میں جو کھانا ہم پہلے سے کھاتے ہیں، اس میں چھوٹی اور قابلِ عمل تبدیلیاں۔',
  'Blog.category.heartHealth.name': 'دل کی صحت',
  'Blog.category.heartHealth.description':
    'اپنا بلڈ پریشر جانیں، ہارٹ اٹیک کی خطرے کی علامات پہچانیں، اور روزمرہ عادتوں سے اپنے دل کی حفاظت کریں۔',
  'Blog.category.heartHealth.intro':
    'پاکستان میں دل کی بیماریاں عام ہیں اور اکثر خاموشی سے بڑھتی ہیں۔ یہ مضامین انہیں بروقت پہچاننے میں مدد دیتے ہیں۔',
  'Blog.category.diabetes.name': 'ذیابیطس',
  'Blog.category.diabetes.description':
    'پاکستان میں ذیابیطس کے ساتھ صحت مند زندگی: شوگر چیک کرنا، پاؤں کی دیکھ بھال، کھانے کا انتخاب اور باقاعدہ فالو اَپ۔',
  'Blog.category.diabetes.intro':
    'ذیابیطس کے مریضوں اور ان گھر والوں کے لیے رہنمائی جو روزانہ اسے سنبھالنے میں ان کا ساتھ دیتے ہیں۔',
  'Blog.category.clinicManagement.name': 'کلینک مینجمنٹ',
  'Blog.category.clinicManagement.description':
    'پاکستانی کلینک کے مالکان اور ڈاکٹروں کے لیے مشورے: انتظار کا کم وقت، بہتر ریکارڈ اور ریسیپشن کا ہموار کام۔',
  'Blog.category.clinicManagement.intro':
    'پاکستان بھر کے کلینکس کے تجربات، جن سے آپ کا کلینک زیادہ پُرسکون اور منظم انداز میں چل سکے۔',
  'Blog.category.metaTitle': [['category'], ' کے مضامین'],
  'Blog.category.empty': 'اس موضوع پر ابھی کوئی مضمون نہیں۔ براہِ کرم اوپر دیے گئے دوسرے موضوعات دیکھیں۔',
  'Blog.post.back': [['category'], ' کے مضامین پر واپس جائیں'],
  'Blog.post.byline': ['تحریر: ', ['author']],
  'Blog.post.caution.title': 'عام معلومات، تشخیص نہیں',
  'Blog.post.caution.text':
    'یہ مضمون عام آگاہی کے لیے ہے۔ ہر شخص کی صحت مختلف ہوتی ہے: اپنی علامات کے بارے میں ڈاکٹر سے مشورہ کریں، اور شدید یا اچانک تکلیف کی صورت میں فوراً ایمرجنسی مدد حاصل کریں۔',
  'Blog.post.more': 'عافیت بلاگ سے مزید',
  'Blog.englishOnly.summary': 'یہ مضمون فی الحال صرف انگریزی میں دستیاب ہے۔',
  'Blog.englishOnly.title': 'یہ مضمون صرف انگریزی میں ہے',
  'Blog.englishOnly.text': 'اس کا اردو ترجمہ ابھی دستیاب نہیں، اس لیے یہ نیچے انگریزی میں دیا گیا ہے۔',
};
