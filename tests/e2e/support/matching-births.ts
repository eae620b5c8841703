/** Two real births, in the matching page's query parameters: the link a matching result is shared by. */
export const MATCHING_BIRTHS = {
  boyName: 'Arjun',
  boyBirthDate: '1990-01-15',
  boyBirthTime: '10:30',
  boyBirthPlace: 'New Delhi',
  girlName: 'Meera',
  girlBirthDate: '1992-07-22',
  girlBirthTime: '18:45',
  girlBirthPlace: 'Chennai',
  boyLatitude: '28.6139',
  boyLongitude: '77.209',
  girlLatitude: '13.0827',
  girlLongitude: '80.2707',
}
