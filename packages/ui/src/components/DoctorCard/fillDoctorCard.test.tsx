import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { builtInCatalogs } from '../../i18n/builtIn';
import type { Locale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { canonicalMarkup } from '../../test-support/canonicalMarkup';
import { DoctorCard } from './DoctorCard';
import type { DoctorCardDoctor } from './doctorCardLabels';
import {
  brokenPhoto,
  doctorPhoto,
  inClinicSurgeon,
  longNamedDoctor,
  mondayThirdJune,
  onlineCardiologist,
  unscheduledDoctor,
} from './DoctorCard.fixtures';
import { fillDoctorCard } from './fillDoctorCard';

/** A card with every part, as a page in `locale` prerenders its template, parsed by the browser. */
function template(locale: Locale = 'en', href?: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <AafiyatProvider lang={locale}>
      <DoctorCard
        doctor={onlineCardiologist}
        href={href}
        imageSrc={doctorPhoto}
        nextAvailable={mondayThirdJune}
        actions={<button type="button">Book</button>}
      />
    </AafiyatProvider>,
  );
  return host.querySelector('article')!;
}

async function rendered(
  doctor: DoctorCardDoctor,
  imageSrc: string | undefined,
  nextAvailable: Date | null,
  locale: Locale = 'en',
  href?: string,
) {
  const screen = await render(
    <AafiyatProvider lang={locale}>
      <DoctorCard
        doctor={doctor}
        href={href}
        imageSrc={imageSrc}
        nextAvailable={nextAvailable}
        actions={<button type="button">Book</button>}
      />
    </AafiyatProvider>,
  );
  return screen.container.querySelector('article')!;
}

function filled(
  doctor: DoctorCardDoctor,
  imageSrc: string | undefined,
  nextAvailable: Date | null,
  locale: Locale = 'en',
  links?: { template: string; href: string | undefined },
) {
  const card = template(locale, links?.template);
  document.body.append(card);
  const t = createTranslator(locale, builtInCatalogs[locale]);
  fillDoctorCard(card, {
    doctor,
    imageSrc,
    nextAvailable,
    nameId: 'card-name-1',
    href: links?.href,
    t,
    locale,
  });
  return card;
}

const sunday = new Date(2024, 5, 9, 10, 0);
const cases: [string, DoctorCardDoctor, string | undefined, Date | null][] = [
  ['every part', onlineCardiologist, doctorPhoto, mondayThirdJune],
  ['in clinic only, no clinic listed', inClinicSurgeon, doctorPhoto, sunday],
  ['a long name and clinic', longNamedDoctor, doctorPhoto, mondayThirdJune],
  ['no working days, so no hours and no next day', unscheduledDoctor, doctorPhoto, null],
  ['no photo', { ...inClinicSurgeon, timings: { start: '9', end: '13:00' } }, undefined, sunday],
  [
    'online with no online fee, PMDC number or languages given, not yet rated',
    {
      ...onlineCardiologist,
      pmdc: undefined,
      online_fee: undefined,
      languages: ['arabic'],
      rating: { average: null, count: 0 },
    },
    doctorPhoto,
    mondayThirdJune,
  ],
];

describe('fillDoctorCard', () => {
  it.each(cases)(
    'leaves the markup the component renders: %s',
    async (_, doctor, imageSrc, nextAvailable) => {
      const driven = filled(doctor, imageSrc, nextAvailable);
      const live = await rendered(doctor, imageSrc, nextAvailable);
      expect(canonicalMarkup(driven)).toBe(canonicalMarkup(live));
      // The card is named by its heading, under the id it was given.
      expect(driven.getAttribute('aria-labelledby')).toBe('card-name-1');
      expect(driven.querySelector('#card-name-1')?.textContent).toBe(doctor.name);
      driven.remove();
    },
  );

  it.each(cases)(
    'leaves the markup the component renders in Urdu: %s',
    async (_, doctor, imageSrc, nextAvailable) => {
      const driven = filled(doctor, imageSrc, nextAvailable, 'ur');
      const live = await rendered(doctor, imageSrc, nextAvailable, 'ur');
      expect(canonicalMarkup(driven)).toBe(canonicalMarkup(live));
      expect(driven.querySelector('dt')?.textContent).toBe('شہر');
      driven.remove();
    },
  );

  it("links the name to the doctor's page as the component does, or leaves it plain without one", async () => {
    const links = {
      template: '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p',
      href: '/doctors/lahore/orthopedic-surgeon/dr-usman-tariq-51234-p',
    };
    const driven = filled(inClinicSurgeon, doctorPhoto, sunday, 'en', links);
    const live = await rendered(inClinicSurgeon, doctorPhoto, sunday, 'en', links.href);
    expect(canonicalMarkup(driven)).toBe(canonicalMarkup(live));
    expect(driven.querySelector('h3 a')?.getAttribute('href')).toBe(links.href);
    expect(driven.querySelector('#card-name-1')?.textContent).toBe('Dr. Usman Tariq');
    driven.remove();
    const plain = filled(inClinicSurgeon, doctorPhoto, sunday, 'en', {
      template: links.template,
      href: undefined,
    });
    const unlinked = await rendered(inClinicSurgeon, doctorPhoto, sunday);
    expect(canonicalMarkup(plain)).toBe(canonicalMarkup(unlinked));
    expect(plain.querySelector('h3 a')).toBeNull();
    plain.remove();
  });

  it('shows the initial, as the component does, when the photo fails to load', async () => {
    const driven = filled(inClinicSurgeon, brokenPhoto, sunday);
    const live = await rendered(inClinicSurgeon, brokenPhoto, sunday);
    await expect
      .poll(() => driven.querySelector('[data-state]')?.getAttribute('data-state'))
      .toBe('fallback');
    await expect.poll(() => live.querySelector('[data-state]')?.getAttribute('data-state')).toBe('fallback');
    expect(canonicalMarkup(driven)).toBe(canonicalMarkup(live));
    expect(driven.querySelector('img')).toBeNull();
    expect(driven.querySelector('[data-state]')?.textContent).toBe('D');
    driven.remove();
  });

  it('says which part a template without every part lacks', () => {
    const card = template();
    card.querySelector('dl')?.lastElementChild?.remove();
    expect(() => {
      fillDoctorCard(card, {
        doctor: onlineCardiologist,
        nameId: 'x',
        t: createTranslator('en', builtInCatalogs.en),
      });
    }).toThrow(/no timings detail: render it with every part/);
    // A template of a doctor without a rating has no place to write one.
    const unrated = template();
    unrated.querySelector('p[class] > span[aria-hidden]')?.parentElement?.remove();
    expect(() => {
      fillDoctorCard(unrated, {
        doctor: onlineCardiologist,
        nameId: 'x',
        t: createTranslator('en', builtInCatalogs.en),
      });
    }).toThrow(/no \.\S+: render it with every part/);
  });
});
