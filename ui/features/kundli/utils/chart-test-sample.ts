import type { BirthDetails } from '../../../components/birth/birth-search'

/** The birth /chart-test shows when its link carries none: the moment of India's independence, New Delhi. */
export const CHART_TEST_SAMPLE: BirthDetails = {
  name: 'India',
  date: '1947-08-15',
  time: '00:00',
  location: 'New Delhi, Delhi, India',
  gender: '',
  latitude: 28.6139,
  longitude: 77.209,
  tz: 'Asia/Kolkata',
  offset: '',
  disambiguation: null,
}
