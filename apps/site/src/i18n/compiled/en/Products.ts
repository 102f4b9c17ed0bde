// Written by `npm run messages` from ../../messages/en/Products.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Products.step': ['Step ', ['number']],
  'Products.requestDemo': 'Request a demo',
  'Products.signUp': 'Sign up',
  'Products.whatItDoes': 'What it does',
  'Products.whoFor': 'Who it is for',
  'Products.list.separator': ', ',
  'Products.list.last': [['rest'], ' and ', ['last']],
  'Products.jsonLd.offerName': [['plan'], ': ', ['title']],
  'Products.jsonLd.month': 'month',
  'Products.plans.title.singleDoctor': 'For a single-doctor clinic',
  'Products.plans.title.upToThreeDoctors': 'For a clinic with up to three doctors',
  'Products.plans.title.upToFiveDoctors': 'For a clinic with up to five doctors',
  'Products.plans.title.largerClinics': 'For larger clinics and clinic groups',
  'Products.plans.title.clinicSystem': 'Clinic Management System',
  'Products.plans.title.hospitalSystem': 'Hospital Management System',
  'Products.plans.title.pharmacySystem': 'Pharmacy Management System',
  'Products.plans.feature.videoConsultation': 'Video Consultation',
  'Products.plans.feature.digitalAdvertisement': 'Digital Advertisement',
  'Products.plans.feature.digitalRecordKeeping': 'Digital Record Keeping',
  'Products.plans.feature.digitalInvoice': 'Digital Invoice',
  'Products.plans.feature.customisable': 'Customisable',
  'Products.plans.feature.ipdHistory': 'IPD History',
  'Products.plans.feature.dutyRoster': 'Duty Roster',
  'Products.plans.feature.advertisement': 'Advertisement',
  'Products.plans.feature.recordKeeping': 'Record Keeping',
  'Products.plans.feature.invoice': 'Invoice',
  'Products.plans.feature.revenueRecord': 'Revenue Record',
  'Products.plans.feature.inventoryManagement': 'Inventory Management',
  'Products.plans.feature.staffManagement': 'Staff Management',
  'Products.plans.feature.salesManagement': 'Sales Management',
  'Products.plans.feature.shiftManagement': 'Shift Management',
  'Products.plans.feature.supplierManagement': 'Supplier Management',
  'Products.plans.count.doctors': [
    ['count#form', 'select', { other: ['Register ', ['count#digits'], ' Doctors'] }],
  ],
  'Products.plans.count.doctorsOrMore': ['Register ', ['count'], '+ Doctors'],
  'Products.plans.count.staff': [['count#form', 'select', { other: [['count#digits'], ' Staff Members'] }]],
  'Products.plans.count.staffOrMore': [['count'], '+ Staff Members'],
  'Products.plans.count.attachments': [
    ['count#form', 'select', { other: [['count#digits'], ' Attachments'] }],
  ],
  'Products.plans.count.attachmentsOrMore': [['count'], '+ Attachments'],
  'Products.plans.thing.doctors': 'Doctors',
  'Products.plans.thing.staff': 'Staff Members',
  'Products.plans.thing.attachments': 'Attachments',
  'Products.clinic.meta.title': 'Clinic management system',
  'Products.clinic.meta.description':
    'Online and walk-in appointments, patient records, prescriptions, invoices and video consultations for clinics in Pakistan. Compare the clinic packages and monthly prices.',
  'Products.clinic.meta.productName': 'Aafiyat Clinic Management System',
  'Products.clinic.meta.productDescription':
    'Clinic software for appointments, patient records, prescriptions, invoices, staff and video consultations.',
  'Products.clinic.hero.eyebrow': 'For clinics and doctors',
  'Products.clinic.hero.heading': 'Clinic management system',
  'Products.clinic.hero.lead':
    'Appointments, patient files, prescriptions and invoices kept in one place, on the computer at the front desk and the phone in your pocket. When a patient cannot come in, see them by video from the Aafiyat doctor app.',
  'Products.clinic.hero.audience':
    'Made for private practice in Pakistan: a doctor working alone in the evenings, a family clinic with a receptionist, or a polyclinic with several specialists sharing one waiting room.',
  'Products.clinic.hero.signUp': 'Sign up your clinic',
  'Products.clinic.features.intro':
    'Everything a clinic does between the first phone call and the paid invoice.',
  'Products.clinic.features.appointments.title': 'Online and walk-in appointments',
  'Products.clinic.features.appointments.text':
    'Patients book a slot from the Aafiyat website or app, and the front desk adds walk-ins to the same calendar, so the queue on screen is the queue in the room.',
  'Products.clinic.features.records.title': 'Patient records',
  'Products.clinic.features.records.text':
    'One file per patient with past visits, history and attached reports and scans, open on the screen before the patient sits down.',
  'Products.clinic.features.prescriptions.title': 'Digital prescriptions',
  'Products.clinic.features.prescriptions.text':
    'Write prescriptions that every pharmacist can read. Each one is saved to the patient’s file and can be repeated at the next visit in a moment.',
  'Products.clinic.features.invoices.title': 'Digital invoices',
  'Products.clinic.features.invoices.text':
    'Issue an invoice for each consultation or procedure and see at closing time what was billed and what was paid.',
  'Products.clinic.features.staff.title': 'Staff accounts',
  'Products.clinic.features.staff.text':
    'Add receptionists and assistants with their own sign-in, so the desk keeps running while you are with a patient. Your package sets how many.',
  'Products.clinic.features.video.title': 'Video consultation',
  'Products.clinic.features.video.text':
    'Follow up with patients who cannot travel. You call from the Aafiyat doctor app and the patient answers in a browser or the patient app.',
  'Products.clinic.features.advertisement.title': 'Digital advertisement',
  'Products.clinic.features.advertisement.text':
    'Your clinic and its doctors are listed in the Aafiyat doctor search, where patients looking for your specialty in your city can find you and book.',
  'Products.clinic.audience.text':
    'Clinics that are tired of appointment registers, lost files and end-of-day sums on a calculator.',
  'Products.clinic.audience.solo': 'Doctors in solo practice who want fewer phone calls and no lost files',
  'Products.clinic.audience.shared': 'Clinics with several doctors sharing one reception',
  'Products.clinic.audience.groups': 'Clinic groups that need a package shaped around them',
  'Products.clinic.audience.cta': 'How online consultation works',
  'Products.clinic.packages.heading': 'Clinic packages',
  'Products.clinic.packages.intro':
    'Choose by the number of doctors and staff who will use the system. Prices are in Pakistani rupees and billed monthly; the large figure is what you pay after the discount.',
  'Products.clinic.packages.unpricedNote': [
    'Prices for ',
    ['names'],
    ' are confirmed when you request a demo or call our helpline. The table below shows what each package includes.',
  ],
  'Products.clinic.packages.staleNote': [
    'We could not load today’s price list, so these prices may be out of date. Call ',
    ['phone'],
    ' to confirm.',
  ],
  'Products.clinic.packages.customHeading': 'More than five doctors?',
  'Products.clinic.packages.customText': [
    'The ',
    ['plan'],
    ' package is put together for your clinic or group. Request a demo and we will walk you through it and quote a price.',
  ],
  'Products.clinic.packages.comparisonCaption': 'Compare clinic packages',
  'Products.hospital.meta.title': 'Hospital management system',
  'Products.hospital.meta.description':
    'Admissions, wards, IPD history, duty rosters, billing and staff for private hospitals in Pakistan, in one connected system. See the monthly price.',
  'Products.hospital.meta.productName': 'Aafiyat Hospital Management System',
  'Products.hospital.meta.productDescription':
    'Hospital software for admissions, wards, inpatient (IPD) history, duty rosters, billing and staff.',
  'Products.hospital.hero.eyebrow': 'For hospitals',
  'Products.hospital.hero.heading': 'Hospital management system',
  'Products.hospital.hero.lead':
    'Admissions, wards, inpatient history, duty rosters and billing working from the same record, so what the admitting doctor wrote is in front of the night nurse and on the discharge bill.',
  'Products.hospital.hero.audience':
    'For private hospitals, maternity homes and day-care surgical centres in Pakistan that admit patients and staff their wards around the clock.',
  'Products.hospital.hero.signUp': 'Sign up your hospital',
  'Products.hospital.features.intro':
    'The parts of a hospital that pass a patient from hand to hand, joined up.',
  'Products.hospital.features.admissions.title': 'Admissions',
  'Products.hospital.features.admissions.text':
    'Admit a patient in a few steps from the emergency desk or the outpatient clinic, with their details carried over instead of written out again.',
  'Products.hospital.features.wards.title': 'Wards and beds',
  'Products.hospital.features.wards.text':
    'See which beds are free in every ward, place new admissions, and move patients between wards without their notes staying behind.',
  'Products.hospital.features.ipd.title': 'IPD history',
  'Products.hospital.features.ipd.text':
    'Every inpatient stay keeps its notes, medicines and procedures together, ready for the next shift and for the patient’s next admission.',
  'Products.hospital.features.roster.title': 'Duty roster',
  'Products.hospital.features.roster.text':
    'Plan doctors’ and nurses’ shifts week by week for each department, and let everyone check when and where they are on duty.',
  'Products.hospital.features.billing.title': 'Billing',
  'Products.hospital.features.billing.text':
    'Charges from the whole stay collect on one bill, so a discharge does not wait for someone to gather slips from every department.',
  'Products.hospital.features.staff.title': 'Staff and doctors',
  'Products.hospital.features.staff.text':
    'Register your doctors and staff with their own sign-in. Your package sets how many, and a larger hospital can ask for more.',
  'Products.hospital.audience.text':
    'Hospitals where a patient’s file still travels between floors in someone’s hands.',
  'Products.hospital.audience.private': 'Private hospitals with a handful of wards',
  'Products.hospital.audience.maternity': 'Maternity homes and nursing homes that admit overnight',
  'Products.hospital.audience.dayCare': 'Day-care surgical centres with a recovery ward',
  'Products.hospital.audience.cta': 'Create your hospital account',
  'Products.hospital.packages.heading': 'Price',
  'Products.hospital.packages.intro':
    'One monthly price for the hospital system, in Pakistani rupees; the large figure is what you pay after the discount. A larger hospital can request a demo and ask for a package that fits.',
  'Products.pharmacy.meta.title': 'Pharmacy management system',
  'Products.pharmacy.meta.description':
    'Sales, inventory, expiry dates, suppliers, staff, shifts and daily revenue for pharmacies in Pakistan, in one system. See the pharmacy package and its monthly price.',
  'Products.pharmacy.meta.productName': 'Aafiyat Pharmacy Management System',
  'Products.pharmacy.meta.productDescription':
    'Pharmacy software for revenue records, inventory, sales, staff, shifts and suppliers.',
  'Products.pharmacy.hero.eyebrow': 'For pharmacies',
  'Products.pharmacy.hero.heading': 'Pharmacy management system',
  'Products.pharmacy.hero.lead':
    'The counter, the stock room, the suppliers and the cash drawer, recorded in one system. Know what sold, what is running low and what the shift took in, without a single paper register.',
  'Products.pharmacy.hero.audience':
    'For neighbourhood chemists, pharmacies inside hospitals and small chains across Pakistan that want stock and takings they can trust.',
  'Products.pharmacy.hero.signUp': 'Sign up your pharmacy',
  'Products.pharmacy.features.intro':
    'Six tools that cover a pharmacy’s day, from opening the shutter to counting the cash.',
  'Products.pharmacy.features.revenue':
    'See what the pharmacy took in today, this week or this month, with every sale counted once and nothing left to add up by hand.',
  'Products.pharmacy.features.inventory':
    'Know how many packs of each medicine are on the shelf, which batches are close to expiry and what needs ordering before it runs out.',
  'Products.pharmacy.features.staff':
    'Give counter staff their own accounts, so you know who served each customer and who was on duty when.',
  'Products.pharmacy.features.sales':
    'Record each sale at the counter as it happens, and look back at any day’s sales when a customer or an accountant asks.',
  'Products.pharmacy.features.shifts':
    'Open and close each shift with its own takings, so the hand-over between the morning and evening staff adds up.',
  'Products.pharmacy.features.suppliers':
    'Keep every distributor’s details and the stock you bought from them in one place, ready for the next order.',
  'Products.pharmacy.audience.text':
    'Pharmacies where a missing strip of tablets or an expired batch costs a customer’s trust.',
  'Products.pharmacy.audience.independent': 'Independent chemists who still keep stock in a notebook',
  'Products.pharmacy.audience.hospital': 'Hospital pharmacies serving wards and outpatients',
  'Products.pharmacy.audience.chains': 'Small chains that want every branch counted the same way',
  'Products.pharmacy.audience.cta': 'Create your pharmacy account',
  'Products.pharmacy.packages.heading': 'Pharmacy package',
  'Products.pharmacy.packages.intro':
    'One package with every pharmacy tool included. The price is in Pakistani rupees and billed monthly; the large figure is what you pay after the discount.',
  'Products.pharmacy.packages.staleNote': [
    'We could not load today’s price list, so this price may be out of date. Call ',
    ['phone'],
    ' to confirm.',
  ],
  'Products.doctor.meta.title': 'Online doctor consultation',
  'Products.doctor.meta.description':
    'Book an online appointment with a doctor in Pakistan and take the video call in your browser or the Aafiyat patient app. Doctors: offer online consultations from your clinic.',
  'Products.doctor.meta.productName': 'Aafiyat Online Consultation',
  'Products.doctor.meta.productDescription':
    'Video consultations between patients and doctors, booked online and held in the browser or the Aafiyat apps, as part of the clinic management system.',
  'Products.doctor.hero.eyebrow': 'Online consultation',
  'Products.doctor.hero.heading': 'See a doctor without leaving home',
  'Products.doctor.hero.lead':
    'Book a video appointment with a doctor who takes patients online, pay the fee, and take the call on your phone or computer. For follow-ups, repeat prescriptions and questions that do not need an examination, it saves the journey and the waiting room.',
  'Products.doctor.hero.find': 'Find a doctor online',
  'Products.doctor.patients.heading': 'How to book an online appointment',
  'Products.doctor.patients.intro':
    'Four steps, and you need nothing more than a phone or computer with a camera.',
  'Products.doctor.patients.find.title': 'Find a doctor who sees patients online',
  'Products.doctor.patients.find.text':
    'Search by city and specialty with online consultation turned on. Each doctor shows the fee in rupees and the next day they are available.',
  'Products.doctor.patients.pay.title': 'Choose a time and pay',
  'Products.doctor.patients.pay.text':
    'Pick a slot that suits you and pay the consultation fee online with JazzCash, Easypaisa or a card.',
  'Products.doctor.patients.answer.title': 'Answer the doctor’s call',
  'Products.doctor.patients.answer.text':
    'At your appointment time the doctor calls you. Stay signed in on the Aafiyat website or the patient app and accept the call when it rings.',
  'Products.doctor.patients.follow.title': 'Follow the advice',
  'Products.doctor.patients.follow.text':
    'The doctor records the consultation and your prescription in the clinic’s system, so they are there for your next visit, online or in person.',
  'Products.doctor.doctors.heading': 'For doctors: offer consultations online',
  'Products.doctor.doctors.intro':
    'See patients from other cities and patients who cannot travel, alongside your clinic hours.',
  'Products.doctor.doctors.join.title': 'Put your clinic on Aafiyat',
  'Products.doctor.doctors.join.text':
    'Video consultation comes with the Aafiyat clinic management system. Sign your clinic up, or ask us to show you around first.',
  'Products.doctor.doctors.hours.title': 'Open online hours',
  'Products.doctor.doctors.hours.text':
    'Set the times you take online appointments. Patients find them in the doctor search, next to your fee.',
  'Products.doctor.doctors.call.title': 'Call from the app or the browser',
  'Products.doctor.doctors.call.text':
    'At the appointment time, call the patient from the Aafiyat doctor app or from your dashboard in the browser. They answer on their own phone or computer.',
  'Products.doctor.doctors.record.title': 'Keep one record',
  'Products.doctor.doctors.record.text':
    'Notes, prescriptions and invoices from the call go into the same patient file as your in-clinic visits.',
  'Products.doctor.doctors.signUp': 'Sign up your clinic',
  'Products.doctor.telemedicine.heading': 'Telemedicine for your clinic',
  'Products.doctor.telemedicine.cardHeading': 'Clinic management system with video consultation',
  'Products.doctor.telemedicine.cardText':
    'Online consultation is part of the clinic management system: one calendar, one set of patient files and one invoice book for the patients you see in the room and the patients you see on screen.',
  'Products.doctor.telemedicine.cardNote': 'See the clinic packages and prices',
  'Products.doctor.banner.heading': 'Need to see a doctor?',
  'Products.doctor.banner.description':
    'Book an online consultation now, or an appointment at a clinic near you.',
  'Products.doctor.apps.heading': 'Get the Aafiyat apps',
  'Products.doctor.apps.text':
    'Patients can book and answer calls in the patient app; doctors can see their day and call patients from the doctor app.',
};
