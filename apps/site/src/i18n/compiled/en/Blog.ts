// Written by `npm run messages` from ../../messages/en/Blog.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Blog.name': 'Aafiyat blog',
  'Blog.nav.label': 'Blog categories',
  'Blog.breadcrumb.home': 'Home',
  'Blog.category.beauty.name': 'Beauty and skin care',
  'Blog.category.beauty.description':
    'Skin and hair care for Pakistani weather: sunscreen, heat and humidity, hair fall, and when to see a dermatologist.',
  'Blog.category.beauty.intro':
    'Practical skin and hair advice for hot summers, dusty cities and dry winters, written for everyday routines and budgets.',
  'Blog.category.nutrition.name': 'Nutrition',
  'Blog.category.nutrition.description':
    'Eating well in Pakistan: balanced desi meals, healthy Ramadan fasting, and staying hydrated through the heat.',
  'Blog.category.nutrition.intro':
    'Small, realistic changes to the food we already eat at home, at work and during Ramadan.',
  'Blog.category.heartHealth.name': 'Heart health',
  'Blog.category.heartHealth.description':
    'Know your blood pressure, spot the warning signs of a heart attack, and protect your heart with daily habits.',
  'Blog.category.heartHealth.intro':
    'Heart disease is common in Pakistan and often silent. These articles help you notice it early.',
  'Blog.category.diabetes.name': 'Diabetes',
  'Blog.category.diabetes.description':
    'Living well with diabetes in Pakistan: blood sugar checks, foot care, food choices and regular follow-up.',
  'Blog.category.diabetes.intro':
    'Guidance for people living with diabetes and the families who help them manage it day to day.',
  'Blog.category.clinicManagement.name': 'Clinic management',
  'Blog.category.clinicManagement.description':
    'Tips for Pakistani clinic owners and doctors: shorter waiting times, better records and smoother front desks.',
  'Blog.category.clinicManagement.intro':
    'Ideas from clinics across Pakistan on running a calmer, better organised practice.',
  'Blog.category.metaTitle': [['category'], ' articles'],
  'Blog.category.empty':
    'There are no articles in this category yet. Please look at the other categories above.',
  'Blog.post.back': ['Back to ', ['category']],
  'Blog.post.byline': ['By ', ['author']],
  'Blog.post.caution.title': 'General information, not a diagnosis',
  'Blog.post.caution.text':
    "This article is for general education. Everyone's health is different: please see a doctor about your own symptoms, and get emergency help at once for severe or sudden ones.",
  'Blog.post.more': 'More from the Aafiyat blog',
  'Blog.englishOnly.summary': 'This article is available in English only.',
  'Blog.englishOnly.title': 'This article is in English only',
  'Blog.englishOnly.text': 'It has not been translated yet, so it is shown below in English.',
};
