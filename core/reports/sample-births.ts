import type { ReportBirth } from '../domain/report'

/** The demo charts the public samples are written from (a fixed birth in New Delhi, a partner from Chennai). */
export const SAMPLE_BIRTH: ReportBirth = { name: 'Aarav Sharma', date: '1992-08-15', time: '06:40', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', place: 'New Delhi', gender: 'male' }
export const SAMPLE_PARTNER: ReportBirth = { name: 'Meera Iyer', date: '1994-03-21', time: '21:15', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata', place: 'Chennai', gender: 'female' }
