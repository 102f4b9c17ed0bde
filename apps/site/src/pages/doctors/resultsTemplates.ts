// What the doctor search's results templates hold (rendered by ../../islands/DoctorResultsIsland.tsx, drawn from by
// ../../islands/DoctorResultsDriver.ts): the names and the stand-in words the script replaces, in the page's
// language (the templates are part of its HTML). Free of React.
import type { Schema } from '@aafiyat/api';
import { CARD_SLOT_COUNT } from '@aafiyat/domain';
import type { SiteTranslate } from '../../i18n/language';

/** The templates, each a state of the results as `DoctorResults` renders it. */
export const RESULTS_TEMPLATES = [
  'loading',
  'error',
  'empty-filtered',
  'empty-unfiltered',
  'past-last-page',
  'results',
] as const;

/** The name of a template of the results (`<template data-results="…">`). */
export type ResultsTemplate = (typeof RESULTS_TEMPLATES)[number];

/** A doctor with every part a card can show: the card template's. */
export function templateDoctor(t: SiteTranslate): Schema<'Doctor'> {
  return {
    pmdc: '10000-P',
    name: t('Doctors.template.doctor'),
    specialty: t('Doctors.template.speciality'),
    city: t('Doctors.template.city'),
    fee: 1000,
    working_days: [0, 1, 2, 3, 4, 5, 6],
    timings: { start: '09:00', end: '17:00' },
    is_online: true,
    experience_years: 10,
    clinic_name: t('Doctors.template.clinic'),
    gender: 'female',
    languages: ['urdu', 'english'],
    qualifications: ['MBBS', 'FCPS'],
    online_fee: 1000,
    rating: { average: 4.5, count: 10 },
    // As many open times as a card shows: the script fills each, and removes those a doctor has not.
    next_slots: Array.from({ length: CARD_SLOT_COUNT }, (_, index) => ({
      date: '2026-01-01',
      time: `09:${String(index * 10).padStart(2, '0')}`,
    })),
  };
}

/** What the error template's message says until the script writes the real one. */
export function templateErrorMessage(t: SiteTranslate): string {
  return t('Doctors.template.errorMessage');
}
